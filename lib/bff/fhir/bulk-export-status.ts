import 'server-only';
import type { BulkExportStatusBody } from '@/lib/contract/bff';
import type { BulkExportJob } from '@/lib/bff/fhir/bulk-export-jobs';

export const BULK_EXPORT_PATH = '/api/staff/fhir-export';

/** The job as the console reads it; once done, with the Bulk Data manifest of its files. */
export function bulkExportStatus(job: BulkExportJob): BulkExportStatusBody {
  const base = `${BULK_EXPORT_PATH}/${job.id}`;
  const entry = (file: { type: string; fileName: string; count: number }) => ({
    type: file.type,
    url: `${base}/${file.fileName}`,
    count: file.count,
  });
  return {
    id: job.id,
    status: job.status,
    startedAt: job.startedAt.toISOString(),
    processedPatients: job.processedPatients,
    totalPatients: job.totalPatients,
    manifest:
      job.status === 'done' && job.files
        ? {
            transactionTime: job.startedAt.toISOString(),
            request: BULK_EXPORT_PATH,
            requiresAccessToken: true,
            output: job.files.output.map(entry),
            error: job.files.error.map(entry),
          }
        : null,
  };
}

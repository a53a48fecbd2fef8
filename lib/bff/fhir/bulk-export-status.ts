import 'server-only';
import { BFF_ERROR_CODES, type BulkExportStatusBody, type FhirExportDeletion } from '@/lib/contract/bff';
import { ApiError } from '@/lib/bff/http/api-error';
import type { BulkExportFile, BulkExportJob } from '@/lib/bff/fhir/bulk-exports';

export const BULK_EXPORT_PATH = '/api/staff/fhir-export';

const OUTCOME = 'OperationOutcome';

/** The job as the console reads it; once done, with the Bulk Data manifest of its files. */
export function bulkExportStatus(job: BulkExportJob): BulkExportStatusBody {
  const base = `${BULK_EXPORT_PATH}/${job.id}`;
  const entry = (file: BulkExportFile) => ({
    type: file.type,
    url: `${base}/${file.fileName}`,
    count: file.count,
  });
  const done = job.status === 'done';
  return {
    id: job.id,
    status: job.status,
    startedAt: job.startedAt.toISOString(),
    processedPatients: job.processedPatients,
    totalPatients: Math.max(job.totalPatients, job.processedPatients),
    manifest: done
      ? {
          transactionTime: job.startedAt.toISOString(),
          request: BULK_EXPORT_PATH,
          requiresAccessToken: true,
          output: job.files.filter((file) => file.type !== OUTCOME).map(entry),
          error: job.files.filter((file) => file.type === OUTCOME).map(entry),
        }
      : null,
    expiresAt: done && job.expiresAt ? job.expiresAt.toISOString() : null,
  };
}

/** 410 for an export whose files are deleted: the admin is told why, and that a new export is the way on. */
export function exportGone(because: FhirExportDeletion): ApiError {
  return new ApiError({
    status: 410,
    code: BFF_ERROR_CODES.fhirExportGone,
    message:
      because === 'downloaded'
        ? 'This export was deleted once every file had been downloaded. Start a new export.'
        : 'This export has expired and its files were deleted. Start a new export.',
    data: { because },
  });
}

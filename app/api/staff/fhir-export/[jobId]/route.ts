import 'server-only';
import { requireStaff } from '@/lib/bff/accounts';
import { notFound } from '@/lib/bff/http/api-error';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { findBulkExport } from '@/lib/bff/fhir/bulk-export-jobs';
import { bulkExportStatus } from '@/lib/bff/fhir/bulk-export-status';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** Where the export stands: patients done of all, and the manifest once every file is written. */
export const GET = withRoute<{ jobId: string }>(async (_request, { params }) => {
  const staff = await requireStaff({ role: 'admin' });
  const { jobId } = await params;
  const job = findBulkExport(staff.organizationKey, jobId);
  if (!job) throw notFound();
  return jsonResponse(bulkExportStatus(job), {
    headers: { 'X-Progress': `${job.processedPatients}/${job.totalPatients} patients` },
  });
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });

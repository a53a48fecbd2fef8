import 'server-only';
import { requireStaff } from '@/lib/bff/accounts';
import { notFound } from '@/lib/bff/http/api-error';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { getBulkExports } from '@/lib/bff/fhir/bulk-export-jobs';
import { bulkExportStatus, exportGone } from '@/lib/bff/fhir/bulk-export-status';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/**
 * Where the export stands: patients done of all, and the manifest once every file is written; 410 once its
 * files are deleted (all downloaded, or expired), 404 for a job this organization never had.
 */
export const GET = withRoute<{ jobId: string }>(async (_request, { params }) => {
  const staff = await requireStaff({ role: 'admin' });
  const { jobId } = await params;
  const found = await (await getBulkExports()).find(staff.organizationKey, jobId);
  if (found.kind === 'missing') throw notFound();
  if (found.kind === 'gone') throw exportGone(found.because);
  const { job } = found;
  return jsonResponse(bulkExportStatus(job), {
    headers: { 'X-Progress': `${job.processedPatients}/${job.totalPatients} patients` },
  });
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });

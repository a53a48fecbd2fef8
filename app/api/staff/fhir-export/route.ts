import 'server-only';
import { requireStaff } from '@/lib/bff/accounts';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { getBulkExports } from '@/lib/bff/fhir/bulk-export-jobs';
import { BULK_EXPORT_PATH, bulkExportStatus } from '@/lib/bff/fhir/bulk-export-status';
import { audited } from '@/lib/bff/staff/staff-access';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/**
 * Starts the organization's FHIR Bulk Data export (admins only, audited): 202 with the job to poll in
 * `Content-Location`, as a Bulk Data kick-off answers. An export already running, on whichever instance, is
 * answered again.
 */
export const POST = withRoute(async () => {
  const staff = await requireStaff({ role: 'admin' });
  let jobId = '';
  const job = await audited({
    staff,
    action: 'organization.fhir.bulk_export',
    perform: async () => {
      const exports = await getBulkExports();
      const started = await exports.start({
        organizationKey: staff.organizationKey,
        staffAccountId: staff.id,
      });
      jobId = started.id;
      return started;
    },
    moreDetail: () => ({ jobId }),
  });
  return jsonResponse(bulkExportStatus(job), {
    status: 202,
    headers: { 'Content-Location': `${BULK_EXPORT_PATH}/${job.id}` },
  });
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });

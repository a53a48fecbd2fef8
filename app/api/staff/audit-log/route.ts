import 'server-only';
import { requireStaff } from '@/lib/bff/accounts';
import { jsonResponse, parseQuery, withRoute } from '@/lib/bff/route-handler';
import { audited } from '../../_lib/staff-access';
import { listAuditOfOrganization } from '../../_lib/staff-queries';
import { auditLogQuerySchema } from '../../_lib/staff-queries-schemas';

/** What the organization's staff did, newest first, for administrators; viewing it is recorded too. */
export const GET = withRoute(async (request) => {
  const staff = await requireStaff({ role: 'admin' });
  const { page, size, patientId } = parseQuery(request, auditLogQuerySchema);
  const entries = await audited({
    staff,
    action: 'audit_log.view',
    detail: { page, size, patientId: patientId ?? null },
    perform: () =>
      listAuditOfOrganization({
        organizationKey: staff.organizationKey,
        patientAccountId: patientId,
        page,
        size,
      }),
  });
  return jsonResponse(entries);
});

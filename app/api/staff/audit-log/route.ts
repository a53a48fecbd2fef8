import 'server-only';
import { requireStaff } from '@/lib/bff/accounts';
import { jsonResponse, parseQuery, withRoute } from '@/lib/bff/http/route-handler';
import { audited } from '@/lib/bff/staff/staff-access';
import { listAuditOfOrganization } from '@/lib/bff/staff/staff-queries';
import { auditLogQuerySchema } from '@/lib/contract/bff';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** What the organization's staff did, newest first, for administrators; viewing it is recorded too. */
export const GET = withRoute(async (request) => {
  const staff = await requireStaff({ role: 'admin' });
  const { page, size, patientId, staffId, action } = parseQuery(request, auditLogQuerySchema);
  const entries = await audited({
    staff,
    action: 'audit_log.view',
    detail: { page, size, patientId: patientId ?? null, staffId: staffId ?? null, action: action ?? null },
    perform: () =>
      listAuditOfOrganization({
        organizationKey: staff.organizationKey,
        patientAccountId: patientId,
        staffAccountId: staffId,
        action,
        page,
        size,
      }),
  });
  return jsonResponse(entries);
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });

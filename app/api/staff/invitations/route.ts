import 'server-only';
import { requireStaff } from '@/lib/bff/accounts';
import { jsonResponse, parseJsonBody, withRoute } from '@/lib/bff/http/route-handler';
import { audited } from '@/lib/bff/staff/staff-access';
import { readStaffInvitations } from '@/lib/bff/staff/staff-console-reads';
import { inviteStaff } from '@/lib/bff/staff/staff-invitations';
import { inviteStaffBodySchema } from '@/lib/contract/bff';
import { createdResponse } from '@/app/api/_lib/responses';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

export const GET = withRoute(async () => {
  const admin = await requireStaff({ role: 'admin' });
  return jsonResponse(await readStaffInvitations(admin));
});

/** Invites an address with a role: the invitee is e-mailed a link; the answer never carries it (ADR 0090). */
export const POST = withRoute(async (request) => {
  const admin = await requireStaff({ role: 'admin' });
  const { email, role } = await parseJsonBody(request, inviteStaffBodySchema);
  const { invitation } = await audited({
    staff: admin,
    action: 'staff.invite',
    detail: { email, role },
    perform: () => inviteStaff({ email, role, invitedBy: admin }),
  });
  return createdResponse(invitation);
});

export const { HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });

import 'server-only';
import { requireStaff } from '@/lib/bff/accounts';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { audited } from '@/lib/bff/staff/staff-access';
import { revokeInvitation } from '@/lib/bff/staff/staff-invitations';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** Revokes an open invitation: its link stops working at once. The row stays, as `revoked`. */
export const DELETE = withRoute<{ invitationId: string }>(async (_request, { params }) => {
  const admin = await requireStaff({ role: 'admin' });
  const { invitationId } = await params;
  const invitation = await audited({
    staff: admin,
    action: 'staff.invitation.revoke',
    detail: { invitationId },
    perform: () => revokeInvitation({ admin, invitationId }),
  });
  return jsonResponse(invitation);
});

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH } = otherMethods({ DELETE });

import 'server-only';
import { requireStaff } from '@/lib/bff/accounts';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { audited } from '@/lib/bff/staff/staff-access';
import { resendInvitation } from '@/lib/bff/staff/staff-invitations';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** Sends an open invitation again with a new link; the old link stops working at once. */
export const POST = withRoute<{ invitationId: string }>(async (_request, { params }) => {
  const admin = await requireStaff({ role: 'admin' });
  const { invitationId } = await params;
  const invitation = await audited({
    staff: admin,
    action: 'staff.invitation.resend',
    detail: { invitationId },
    perform: () => resendInvitation({ admin, invitationId }),
  });
  return jsonResponse(invitation);
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });

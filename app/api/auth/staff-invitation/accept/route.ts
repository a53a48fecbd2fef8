import 'server-only';
import { acceptInvitation } from '@/lib/bff/staff/staff-invitations';
import { acceptStaffInvitationBodySchema } from '@/lib/contract/bff';
import { parseJsonBody, withRoute } from '@/lib/bff/http/route-handler';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';
import { createdResponse } from '@/app/api/_lib/responses';

/** Makes the invitee's account with the password they chose; signs nobody in (they sign in next). */
export const POST = withRoute(async (request) => {
  const { token, password } = await parseJsonBody(request, acceptStaffInvitationBodySchema);
  return createdResponse(await acceptInvitation({ token, password }));
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });

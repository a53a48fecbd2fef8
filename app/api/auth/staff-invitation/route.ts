import 'server-only';
import { previewInvitation } from '@/lib/bff/staff/staff-invitations';
import { staffInvitationTokenBodySchema } from '@/lib/contract/bff';
import { jsonResponse, parseJsonBody, withRoute } from '@/lib/bff/http/route-handler';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/**
 * The address and role an invitation link is for, so that its page can say so (ADR 0090). POST, not GET:
 * the token stays out of URLs and logs, as it stays in the page's fragment.
 */
export const POST = withRoute(async (request) => {
  const { token } = await parseJsonBody(request, staffInvitationTokenBodySchema);
  return jsonResponse(await previewInvitation({ token }));
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });

import 'server-only';
import { SIGNED_IN_SESSION_ID_PATTERN } from '@/lib/contract/bff';
import { requirePatientSession } from '@/lib/bff/accounts/account-guards';
import { endSignedInSession } from '@/lib/bff/accounts/account-sessions';
import { notFound } from '@/lib/bff/http/api-error';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/**
 * Signs one of the patient's browsers out, named by its id in the list; 404 for any id the account has no
 * live session under. Ending this browser's own session is a sign-out.
 */
export const DELETE = withRoute<{ sessionId: string }>(async (_request, { params }) => {
  const { session } = await requirePatientSession();
  const { sessionId } = await params;
  if (!SIGNED_IN_SESSION_ID_PATTERN.test(sessionId)) throw notFound();
  await endSignedInSession(session, sessionId);
  return jsonResponse(null);
});

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH } = otherMethods({ DELETE });

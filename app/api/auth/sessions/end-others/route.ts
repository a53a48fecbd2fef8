import 'server-only';
import { requirePatientSession } from '@/lib/bff/accounts/account-guards';
import { endOtherSessions } from '@/lib/bff/accounts/account-sessions';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** "Sign out everywhere else": every session of the patient but this browser's ends. */
export const POST = withRoute(async () => {
  const { session } = await requirePatientSession();
  return jsonResponse(await endOtherSessions(session));
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });

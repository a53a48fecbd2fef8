import 'server-only';
import { requirePatientSession } from '@/lib/bff/accounts/account-guards';
import { listSignedInSessions } from '@/lib/bff/accounts/account-sessions';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** The signed-in patient's sessions: one per browser signed in, this one marked (ADR 0089). */
export const GET = withRoute(async () => {
  const { session } = await requirePatientSession();
  return jsonResponse(await listSignedInSessions(session));
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });

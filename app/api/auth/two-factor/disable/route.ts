import 'server-only';
import { secondFactorProofBodySchema } from '@/lib/contract/bff';
import { requireSecondFactorAccount } from '@/lib/bff/accounts/second-factor-account';
import { disableSecondFactor } from '@/lib/bff/accounts/second-factor';
import { recordSecondFactorEvent } from '@/lib/bff/accounts/second-factor-events';
import { clientAddress } from '@/lib/bff/http/client-address';
import { jsonResponse, parseJsonBody, withRoute } from '@/lib/bff/http/route-handler';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/**
 * Turns two-factor sign-in off with a current code or a recovery code: a session alone is not enough. An
 * admin is then sent to set it up again before using the dashboard.
 */
export const POST = withRoute(async (request) => {
  const account = await requireSecondFactorAccount();
  const proof = await parseJsonBody(request, secondFactorProofBodySchema);
  await disableSecondFactor({ owner: account.owner, proof, ip: clientAddress(request) });
  await recordSecondFactorEvent({ kind: account.kind, accountId: account.accountId, event: 'disabled' });
  return jsonResponse(null);
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });

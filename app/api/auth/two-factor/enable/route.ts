import 'server-only';
import { secondFactorConfirmBodySchema, type SecondFactorEnabledView } from '@/lib/contract/bff';
import { requireSecondFactorAccount } from '@/lib/bff/accounts/second-factor-account';
import { confirmEnrolment } from '@/lib/bff/accounts/second-factor';
import { recordSecondFactorEvent } from '@/lib/bff/accounts/second-factor-events';
import { clientAddress } from '@/lib/bff/http/client-address';
import { jsonResponse, parseJsonBody, withRoute } from '@/lib/bff/http/route-handler';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** Switches two-factor sign-in on with a current code from the new key; answers the recovery codes, once. */
export const POST = withRoute(async (request) => {
  const account = await requireSecondFactorAccount();
  const { code } = await parseJsonBody(request, secondFactorConfirmBodySchema);
  const recoveryCodes = await confirmEnrolment({ owner: account.owner, code, ip: clientAddress(request) });
  await recordSecondFactorEvent({ kind: account.kind, accountId: account.accountId, event: 'enabled' });
  const view: SecondFactorEnabledView = { recoveryCodes };
  return jsonResponse(view);
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });

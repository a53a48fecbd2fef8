import 'server-only';
import type { SecondFactorSetupView } from '@/lib/contract/bff';
import { requireSecondFactorAccount } from '@/lib/bff/accounts/second-factor-account';
import { startEnrolment } from '@/lib/bff/accounts/second-factor';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/**
 * Starts setting two-factor sign-in up: a new key, as a QR code and as text. Nothing changes for sign-in
 * until a code from it is confirmed (`enable`); starting again replaces a key still waiting.
 */
export const POST = withRoute(async () => {
  const account = await requireSecondFactorAccount();
  const view: SecondFactorSetupView = await startEnrolment({ owner: account.owner, label: account.email });
  return jsonResponse(view);
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });

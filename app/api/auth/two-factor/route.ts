import 'server-only';
import type { SecondFactorStatusView } from '@/lib/contract/bff';
import { requireSecondFactorAccount } from '@/lib/bff/accounts/second-factor-account';
import { secondFactorStatus } from '@/lib/bff/accounts/second-factor';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** The signed-in person's two-factor sign-in: on or off, and how many recovery codes are left. */
export const GET = withRoute(async () => {
  const account = await requireSecondFactorAccount();
  const status = await secondFactorStatus(account.owner);
  const view: SecondFactorStatusView = { ...status, required: account.role === 'admin' };
  return jsonResponse(view);
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });

import { authRequired } from '@/lib/bff/api-error';
import { findCurrentAccount } from '@/lib/bff/current-account';
import { jsonResponse, withRoute } from '@/lib/bff/route-handler';

export const GET = withRoute(async () => {
  const account = await findCurrentAccount();
  if (!account) throw authRequired();
  return jsonResponse(account);
});

import 'server-only';
import { authRequired } from '@/lib/bff/http/api-error';
import { findCurrentAccount } from '@/lib/bff/accounts/current-account';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

export const GET = withRoute(async () => {
  const account = await findCurrentAccount();
  if (!account) throw authRequired();
  return jsonResponse(account);
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });

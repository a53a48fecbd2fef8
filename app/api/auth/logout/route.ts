import 'server-only';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { signOut } from '@/lib/bff/accounts/account-sessions';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** Ends this browser's session only; the account's other sessions go on (ADR 0089). */
export const POST = withRoute(async () => {
  await signOut();
  return jsonResponse(null);
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });

import 'server-only';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { signOut } from '@/lib/bff/accounts/session-versions';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

export const POST = withRoute(async () => {
  await signOut();
  return jsonResponse(null);
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });

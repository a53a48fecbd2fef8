import 'server-only';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { signOut } from '@/lib/bff/accounts/session-versions';

export const POST = withRoute(async () => {
  await signOut();
  return jsonResponse(null);
});

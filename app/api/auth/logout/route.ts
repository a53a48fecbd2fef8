import { jsonResponse, withRoute } from '@/lib/bff/route-handler';
import { endSession } from '@/lib/bff/session';

export const POST = withRoute(async () => {
  await endSession();
  return jsonResponse(null);
});

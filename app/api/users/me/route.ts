import 'server-only';
import { requirePatient } from '@/lib/bff/accounts';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';

export const GET = withRoute(async () => {
  const { serviceUserId } = await requirePatient();
  const client = await getServiceClient();
  return jsonResponse(await client.getUser({ userId: serviceUserId }));
});

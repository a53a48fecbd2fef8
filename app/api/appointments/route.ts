import 'server-only';
import { appointmentsListQuerySchema } from '@/lib/contract';
import { requirePatient } from '@/lib/bff/accounts';
import { jsonResponse, parseQuery, withRoute } from '@/lib/bff/http/route-handler';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

export const GET = withRoute(async (request) => {
  const { serviceUserId } = await requirePatient();
  const query = parseQuery(request, appointmentsListQuerySchema);
  const client = await getServiceClient();
  return jsonResponse(await client.listAppointments({ userId: serviceUserId, query }));
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });

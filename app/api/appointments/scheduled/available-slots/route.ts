import 'server-only';
import { availableSlotsQuerySchema } from '@/lib/contract';
import { requirePatient } from '@/lib/bff/accounts';
import { jsonResponse, parseQuery, withRoute } from '@/lib/bff/http/route-handler';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** A listed slot can be gone by booking time; the booking's answer is the one that counts. */
export const GET = withRoute(async (request) => {
  const { serviceUserId } = await requirePatient();
  const query = parseQuery(request, availableSlotsQuerySchema);
  const client = await getServiceClient();
  return jsonResponse({ slots: await client.listAvailableSlots({ userId: serviceUserId, query }) });
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });

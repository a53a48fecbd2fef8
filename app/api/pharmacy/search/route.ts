import 'server-only';
import { pharmacySearchBodySchema } from '@/lib/contract';
import { requirePatient } from '@/lib/bff/accounts';
import { jsonResponse, parseJsonBody, withRoute } from '@/lib/bff/http/route-handler';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { toProximitySearch } from '@/lib/bff/pharmacy/proximity-search';
import { patientKeyNamespace, resolveIdempotencyKey } from '@/lib/bff/http/forwarded-idempotency-key';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/**
 * Bearer only at the service, but only for signed-in patients here. A search changes nothing, so it always
 * carries a key: that lets the client retry it after a passing 5xx like a read. A ZIP code is searched by
 * proximity to its centre, so that a ZIP with no pharmacy of its own still lists the nearest ones.
 */
export const POST = withRoute(async (request) => {
  const { account } = await requirePatient();
  const body = toProximitySearch(await parseJsonBody(request, pharmacySearchBodySchema));
  const idempotencyKey = resolveIdempotencyKey(request, { namespace: patientKeyNamespace(account.id) });
  const client = await getServiceClient();
  return jsonResponse({ pharmacies: await client.searchPharmacies({ body, idempotencyKey }) });
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });

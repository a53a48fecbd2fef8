import 'server-only';
import { pharmacySearchBodySchema } from '@/lib/contract';
import { requirePatient } from '@/lib/bff/accounts';
import { jsonResponse, parseJsonBody, withRoute } from '@/lib/bff/route-handler';
import { getServiceClient } from '@/lib/bff/service-client';
import { patientKeyNamespace, resolveIdempotencyKey } from '../../_lib/idempotency';

/**
 * Bearer only at the service, but only for signed-in patients here. A search changes nothing, so it always
 * carries a key: that lets the client retry it after a passing 5xx like a read.
 */
export const POST = withRoute(async (request) => {
  const { account } = await requirePatient();
  const body = await parseJsonBody(request, pharmacySearchBodySchema);
  const idempotencyKey = resolveIdempotencyKey(request, { namespace: patientKeyNamespace(account.id) });
  const client = await getServiceClient();
  return jsonResponse({ pharmacies: await client.searchPharmacies({ body, idempotencyKey }) });
});

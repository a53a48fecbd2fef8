import 'server-only';
import { requirePatient, savePreferredPharmacy } from '@/lib/bff/accounts';
import { jsonResponse, parseJsonBody, withRoute } from '@/lib/bff/route-handler';
import { getServiceClient } from '@/lib/bff/service-client';
import { patientKeyNamespace, resolveIdempotencyKey } from '../_lib/idempotency';
import { putPreferredPharmacyBodySchema, toPreferredPharmacy } from '../_lib/preferred-pharmacy';

/** The app's own copy (null when none was chosen here); the interface has no read of it. */
export const GET = withRoute(async () => {
  const { account } = await requirePatient();
  return jsonResponse(account.preferredPharmacy ?? null);
});

/** Set in the service first, so that the copy kept here never names a pharmacy the service refused. */
export const PUT = withRoute(async (request) => {
  const { account, serviceUserId } = await requirePatient();
  const body = await parseJsonBody(request, putPreferredPharmacyBodySchema);
  const idempotencyKey = resolveIdempotencyKey(request, { namespace: patientKeyNamespace(account.id) });
  const client = await getServiceClient();
  await client.setPreferredPharmacy({ userId: serviceUserId, ncpdpId: body.ncpdpId, idempotencyKey });
  const pharmacy = toPreferredPharmacy(body);
  await savePreferredPharmacy({ patientAccountId: account.id, pharmacy });
  return jsonResponse(pharmacy);
});

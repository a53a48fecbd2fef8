import 'server-only';
import { requirePatient, savePreferredPharmacy } from '@/lib/bff/accounts';
import { jsonResponse, parseJsonBody, withRoute } from '@/lib/bff/http/route-handler';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { patientKeyNamespace, resolveIdempotencyKey } from '@/lib/bff/http/forwarded-idempotency-key';
import { putPreferredPharmacyBodySchema } from '@/lib/contract/bff';
import { readPreferredPharmacy } from '@/lib/bff/accounts/patient-profile-reads';
import { lookUpPharmacy, toPreferredPharmacy } from '@/lib/bff/accounts/preferred-pharmacy';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** The app's own copy (see `readPreferredPharmacy`). */
export const GET = withRoute(async () => jsonResponse(readPreferredPharmacy(await requirePatient())));

/**
 * The pharmacy is looked up in the service's search first and kept as the search returned it (the
 * browser's copy only guides the search); then set in the service, so that the copy kept here never
 * names a pharmacy the service refused.
 */
export const PUT = withRoute(async (request) => {
  const { account, serviceUserId } = await requirePatient();
  const body = await parseJsonBody(request, putPreferredPharmacyBodySchema);
  const idempotencyKey = resolveIdempotencyKey(request, { namespace: patientKeyNamespace(account.id) });
  const client = await getServiceClient();
  const pharmacy = toPreferredPharmacy(await lookUpPharmacy({ client, choice: body }));
  await client.setPreferredPharmacy({ userId: serviceUserId, ncpdpId: body.ncpdpId, idempotencyKey });
  await savePreferredPharmacy({ patientAccountId: account.id, pharmacy });
  return jsonResponse(pharmacy);
});

export const { HEAD, OPTIONS, POST, PATCH, DELETE } = otherMethods({ GET, PUT });

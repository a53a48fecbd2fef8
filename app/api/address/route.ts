import 'server-only';
import { ERROR_CODES, putAddressBodySchema } from '@/lib/contract';
import { requirePatient } from '@/lib/bff/accounts';
import { readAddress } from '@/lib/bff/accounts/patient-profile-reads';
import { ApiError } from '@/lib/bff/http/api-error';
import { jsonResponse, parseJsonBody, withRoute } from '@/lib/bff/http/route-handler';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { patientKeyNamespace, resolveIdempotencyKey } from '@/lib/bff/http/forwarded-idempotency-key';
import { emptyResponse } from '@/app/api/_lib/responses';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

export const GET = withRoute(async () => {
  const address = await readAddress(await requirePatient());
  if (address === null) {
    throw new ApiError({
      status: 404,
      code: ERROR_CODES.addressNotFound,
      message: 'No address is on file yet.',
    });
  }
  return jsonResponse(address);
});

/** Replaces the whole address: a field left out is cleared. */
export const PUT = withRoute(async (request) => {
  const { account, serviceUserId } = await requirePatient();
  const body = await parseJsonBody(request, putAddressBodySchema);
  const idempotencyKey = resolveIdempotencyKey(request, { namespace: patientKeyNamespace(account.id) });
  const client = await getServiceClient();
  await client.putAddress({ userId: serviceUserId, body, idempotencyKey });
  return emptyResponse();
});

export const { HEAD, OPTIONS, POST, PATCH, DELETE } = otherMethods({ GET, PUT });

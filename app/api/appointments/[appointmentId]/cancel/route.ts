import 'server-only';
import { requirePatient } from '@/lib/bff/accounts';
import { withRoute } from '@/lib/bff/http/route-handler';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { patientKeyNamespace, resolveIdempotencyKey } from '@/lib/bff/http/forwarded-idempotency-key';
import { emptyResponse } from '@/app/api/_lib/responses';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

export const POST = withRoute<{ appointmentId: string }>(async (request, { params }) => {
  const { account, serviceUserId } = await requirePatient();
  const { appointmentId } = await params;
  const idempotencyKey = resolveIdempotencyKey(request, { namespace: patientKeyNamespace(account.id) });
  const client = await getServiceClient();
  await client.cancelAppointment({ userId: serviceUserId, appointmentId, idempotencyKey });
  return emptyResponse();
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });

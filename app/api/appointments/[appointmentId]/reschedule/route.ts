import 'server-only';
import { rescheduleBodySchema } from '@/lib/contract';
import { requirePatient } from '@/lib/bff/accounts';
import { parseJsonBody, withRoute } from '@/lib/bff/http/route-handler';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { patientKeyNamespace, resolveIdempotencyKey } from '@/lib/bff/http/forwarded-idempotency-key';
import { emptyResponse } from '@/app/api/_lib/responses';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

export const POST = withRoute<{ appointmentId: string }>(async (request, { params }) => {
  const { account, serviceUserId } = await requirePatient();
  const { appointmentId } = await params;
  const { startsAt, location } = await parseJsonBody(request, rescheduleBodySchema);
  const idempotencyKey = resolveIdempotencyKey(request, { namespace: patientKeyNamespace(account.id) });
  const client = await getServiceClient();
  await client.rescheduleAppointment({
    userId: serviceUserId,
    appointmentId,
    startsAt,
    state: location.state,
    idempotencyKey,
  });
  return emptyResponse();
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });

import 'server-only';
import { rescheduleBodySchema } from '@/lib/contract';
import { requirePatient } from '@/lib/bff/accounts';
import { parseJsonBody, withRoute } from '@/lib/bff/http/route-handler';
import { patientKeyNamespace, resolveIdempotencyKey } from '@/lib/bff/http/forwarded-idempotency-key';
import { rescheduleVisit } from '@/lib/bff/booking/appointment-changes';
import { emptyResponse } from '@/app/api/_lib/responses';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** Refused with 409 inside the organization's notice window (lib/bff/booking/notice-window.ts). */
export const POST = withRoute<{ appointmentId: string }>(async (request, { params }) => {
  const { account } = await requirePatient();
  const { appointmentId } = await params;
  const { startsAt, location } = await parseJsonBody(request, rescheduleBodySchema);
  const idempotencyKey = resolveIdempotencyKey(request, { namespace: patientKeyNamespace(account.id) });
  await rescheduleVisit({
    patient: account,
    appointmentId,
    startsAt,
    state: location.state,
    idempotencyKey,
    actor: 'patient',
  });
  return emptyResponse();
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });

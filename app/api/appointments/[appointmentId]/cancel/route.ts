import 'server-only';
import { requirePatient } from '@/lib/bff/accounts';
import { withRoute } from '@/lib/bff/http/route-handler';
import { patientKeyNamespace, resolveIdempotencyKey } from '@/lib/bff/http/forwarded-idempotency-key';
import { cancelVisit } from '@/lib/bff/booking/appointment-changes';
import { emptyResponse } from '@/app/api/_lib/responses';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** Refused with 409 inside the organization's notice window (lib/bff/booking/notice-window.ts). */
export const POST = withRoute<{ appointmentId: string }>(async (request, { params }) => {
  const { account } = await requirePatient();
  const { appointmentId } = await params;
  const idempotencyKey = resolveIdempotencyKey(request, { namespace: patientKeyNamespace(account.id) });
  await cancelVisit({ patient: account, appointmentId, idempotencyKey, actor: 'patient' });
  return emptyResponse();
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });

import 'server-only';
import { bookAsapBodySchema } from '@/lib/contract';
import { requirePatient } from '@/lib/bff/accounts';
import { parseJsonBody, withRoute } from '@/lib/bff/http/route-handler';
import { bookAsapVisit } from '@/lib/bff/booking/appointment-changes';
import { patientKeyNamespace, resolveIdempotencyKey } from '@/lib/bff/http/forwarded-idempotency-key';
import { createdResponse } from '@/app/api/_lib/responses';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** Places the patient in the shared waiting room; no wait time is promised. */
export const POST = withRoute(async (request) => {
  const { account } = await requirePatient();
  const { chatId, location } = await parseJsonBody(request, bookAsapBodySchema);
  const idempotencyKey = resolveIdempotencyKey(request, { namespace: patientKeyNamespace(account.id) });
  const booking = await bookAsapVisit({
    patient: account,
    chatId,
    state: location.state,
    idempotencyKey,
    actor: 'patient',
  });
  return createdResponse(booking);
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });

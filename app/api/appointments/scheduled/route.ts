import 'server-only';
import { bookScheduledBodySchema } from '@/lib/contract';
import { requirePatient } from '@/lib/bff/accounts';
import { parseJsonBody, withRoute } from '@/lib/bff/http/route-handler';
import { bookScheduledVisit } from '@/lib/bff/booking/appointment-changes';
import { patientKeyNamespace, resolveIdempotencyKey } from '@/lib/bff/http/forwarded-idempotency-key';
import { createdResponse } from '@/app/api/_lib/responses';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

export const POST = withRoute(async (request) => {
  const { account } = await requirePatient();
  const { chatId, startsAt, location } = await parseJsonBody(request, bookScheduledBodySchema);
  const idempotencyKey = resolveIdempotencyKey(request, { namespace: patientKeyNamespace(account.id) });
  const booking = await bookScheduledVisit({
    patient: account,
    chatId,
    startsAt,
    state: location.state,
    idempotencyKey,
    actor: 'patient',
  });
  return createdResponse(booking);
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });

import 'server-only';
import { bookAsapBodySchema } from '@/lib/contract';
import { parseJsonBody, withRoute } from '@/lib/bff/http/route-handler';
import { bookAsapVisit } from '@/lib/bff/booking/appointment-changes';
import { resolveIdempotencyKey, staffKeyNamespace } from '@/lib/bff/http/forwarded-idempotency-key';
import { staffPatientAction } from '@/lib/bff/staff/staff-access';
import { createdResponse } from '@/app/api/_lib/responses';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** Places the patient in the waiting room on their behalf; no wait time is promised. */
export const POST = withRoute<{ patientId: string }>(async (request, { params }) => {
  const { patientId } = await params;
  const { chatId, location } = await parseJsonBody(request, bookAsapBodySchema);
  const booking = await staffPatientAction({
    patientId,
    action: 'patient.appointment.book_asap',
    detail: { chatId, state: location.state },
    perform: async ({ staff, patient }) => {
      const idempotencyKey = resolveIdempotencyKey(request, {
        namespace: staffKeyNamespace({ staffAccountId: staff.id, patientAccountId: patient.id }),
      });
      return bookAsapVisit({ patient, chatId, state: location.state, idempotencyKey, actor: 'staff' });
    },
  });
  return createdResponse(booking);
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });

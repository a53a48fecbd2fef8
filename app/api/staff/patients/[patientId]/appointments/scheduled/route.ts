import 'server-only';
import { bookScheduledBodySchema } from '@/lib/contract';
import { parseJsonBody, withRoute } from '@/lib/bff/http/route-handler';
import { bookScheduledVisit } from '@/lib/bff/booking/appointment-changes';
import { resolveIdempotencyKey, staffKeyNamespace } from '@/lib/bff/http/forwarded-idempotency-key';
import { staffPatientAction } from '@/lib/bff/staff/staff-access';
import { createdResponse } from '@/app/api/_lib/responses';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** Books a scheduled appointment on the patient's behalf, for one of their chats. */
export const POST = withRoute<{ patientId: string }>(async (request, { params }) => {
  const { patientId } = await params;
  const { chatId, startsAt, location } = await parseJsonBody(request, bookScheduledBodySchema);
  const booking = await staffPatientAction({
    patientId,
    action: 'patient.appointment.book_scheduled',
    detail: { chatId, startsAt, state: location.state },
    perform: async ({ staff, patient }) => {
      const idempotencyKey = resolveIdempotencyKey(request, {
        namespace: staffKeyNamespace({ staffAccountId: staff.id, patientAccountId: patient.id }),
      });
      return bookScheduledVisit({
        patient,
        chatId,
        startsAt,
        state: location.state,
        idempotencyKey,
        actor: 'staff',
      });
    },
  });
  return createdResponse(booking);
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });

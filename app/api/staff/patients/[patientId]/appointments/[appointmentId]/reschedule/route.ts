import 'server-only';
import { rescheduleBodySchema } from '@/lib/contract';
import { parseJsonBody, withRoute } from '@/lib/bff/http/route-handler';
import { resolveIdempotencyKey, staffKeyNamespace } from '@/lib/bff/http/forwarded-idempotency-key';
import { staffPatientAction } from '@/lib/bff/staff/staff-access';
import { rescheduleVisit, type ChangeOutcome } from '@/lib/bff/booking/appointment-changes';
import { emptyResponse } from '@/app/api/_lib/responses';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** Staff may move a visit inside the notice window; the audit entry says when they did. */
export const POST = withRoute<{ patientId: string; appointmentId: string }>(async (request, { params }) => {
  const { patientId, appointmentId } = await params;
  const { startsAt, location } = await parseJsonBody(request, rescheduleBodySchema);
  let outcome: ChangeOutcome | undefined;
  await staffPatientAction({
    patientId,
    action: 'patient.appointment.reschedule',
    detail: { appointmentId, startsAt, state: location.state },
    moreDetail: () => (outcome?.insideNoticeWindow ? { insideNoticeWindow: true } : {}),
    perform: async ({ staff, patient }) => {
      const idempotencyKey = resolveIdempotencyKey(request, {
        namespace: staffKeyNamespace({ staffAccountId: staff.id, patientAccountId: patient.id }),
      });
      outcome = await rescheduleVisit({
        patient,
        appointmentId,
        startsAt,
        state: location.state,
        idempotencyKey,
        actor: 'staff',
      });
    },
  });
  return emptyResponse();
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });

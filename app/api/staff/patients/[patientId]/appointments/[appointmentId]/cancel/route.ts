import 'server-only';
import { withRoute } from '@/lib/bff/http/route-handler';
import { resolveIdempotencyKey, staffKeyNamespace } from '@/lib/bff/http/forwarded-idempotency-key';
import { emptyResponse } from '@/app/api/_lib/responses';
import { staffPatientAction } from '@/lib/bff/staff/staff-access';
import { cancelVisit, type ChangeOutcome } from '@/lib/bff/booking/appointment-changes';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** Staff may cancel inside the notice window; the audit entry says when they did. */
export const POST = withRoute<{ patientId: string; appointmentId: string }>(async (request, { params }) => {
  const { patientId, appointmentId } = await params;
  let outcome: ChangeOutcome | undefined;
  await staffPatientAction({
    patientId,
    action: 'patient.appointment.cancel',
    detail: { appointmentId },
    moreDetail: () => (outcome?.insideNoticeWindow ? { insideNoticeWindow: true } : {}),
    perform: async ({ staff, patient }) => {
      const idempotencyKey = resolveIdempotencyKey(request, {
        namespace: staffKeyNamespace({ staffAccountId: staff.id, patientAccountId: patient.id }),
      });
      outcome = await cancelVisit({ patient, appointmentId, idempotencyKey, actor: 'staff' });
    },
  });
  return emptyResponse();
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });

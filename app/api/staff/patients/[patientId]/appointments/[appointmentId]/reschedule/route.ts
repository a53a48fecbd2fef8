import 'server-only';
import { rescheduleBodySchema } from '@/lib/contract';
import { parseJsonBody, withRoute } from '@/lib/bff/http/route-handler';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { resolveIdempotencyKey, staffKeyNamespace } from '@/lib/bff/http/forwarded-idempotency-key';
import { staffPatientAction } from '@/lib/bff/staff/staff-access';
import { emptyResponse } from '@/app/api/_lib/responses';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

export const POST = withRoute<{ patientId: string; appointmentId: string }>(async (request, { params }) => {
  const { patientId, appointmentId } = await params;
  const { startsAt, location } = await parseJsonBody(request, rescheduleBodySchema);
  await staffPatientAction({
    patientId,
    action: 'patient.appointment.reschedule',
    detail: { appointmentId, startsAt, state: location.state },
    perform: async ({ staff, patient }) => {
      const idempotencyKey = resolveIdempotencyKey(request, {
        namespace: staffKeyNamespace({ staffAccountId: staff.id, patientAccountId: patient.id }),
      });
      await (
        await getServiceClient()
      ).rescheduleAppointment({
        userId: patient.serviceUserId,
        appointmentId,
        startsAt,
        state: location.state,
        idempotencyKey,
      });
    },
  });
  return emptyResponse();
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });

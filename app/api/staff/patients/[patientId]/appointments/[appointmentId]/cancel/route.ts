import 'server-only';
import { withRoute } from '@/lib/bff/http/route-handler';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { resolveIdempotencyKey, staffKeyNamespace } from '@/lib/bff/http/forwarded-idempotency-key';
import { emptyResponse } from '@/app/api/_lib/responses';
import { staffPatientAction } from '@/lib/bff/staff/staff-access';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

export const POST = withRoute<{ patientId: string; appointmentId: string }>(async (request, { params }) => {
  const { patientId, appointmentId } = await params;
  await staffPatientAction({
    patientId,
    action: 'patient.appointment.cancel',
    detail: { appointmentId },
    perform: async ({ staff, patient }) => {
      const idempotencyKey = resolveIdempotencyKey(request, {
        namespace: staffKeyNamespace({ staffAccountId: staff.id, patientAccountId: patient.id }),
      });
      const client = await getServiceClient();
      await client.cancelAppointment({ userId: patient.serviceUserId, appointmentId, idempotencyKey });
    },
  });
  return emptyResponse();
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });

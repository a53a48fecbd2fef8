import 'server-only';
import { appointmentsListQuerySchema } from '@/lib/contract';
import { jsonResponse, parseQuery, withRoute } from '@/lib/bff/http/route-handler';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { staffPatientAction } from '@/lib/bff/staff/staff-access';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

export const GET = withRoute<{ patientId: string }>(async (request, { params }) => {
  const { patientId } = await params;
  const query = parseQuery(request, appointmentsListQuerySchema);
  const appointments = await staffPatientAction({
    patientId,
    action: 'patient.appointments.list',
    detail: { page: query.page, size: query.size, status: query.status ?? null },
    perform: async ({ patient }) =>
      (await getServiceClient()).listAppointments({ userId: patient.serviceUserId, query }),
  });
  return jsonResponse(appointments);
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });

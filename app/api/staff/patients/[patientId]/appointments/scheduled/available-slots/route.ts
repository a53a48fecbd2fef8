import 'server-only';
import { availableSlotsQuerySchema } from '@/lib/contract';
import { jsonResponse, parseQuery, withRoute } from '@/lib/bff/http/route-handler';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { staffPatientAction } from '@/lib/bff/staff/staff-access';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** The slots open to the patient; a listed slot can be gone by booking time. */
export const GET = withRoute<{ patientId: string }>(async (request, { params }) => {
  const { patientId } = await params;
  const query = parseQuery(request, availableSlotsQuerySchema);
  const slots = await staffPatientAction({
    patientId,
    action: 'patient.appointment.slots.list',
    detail: { ...query },
    perform: async ({ patient }) =>
      (await getServiceClient()).listAvailableSlots({ userId: patient.serviceUserId, query }),
  });
  return jsonResponse({ slots });
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });

import 'server-only';
import { appointmentsListQuerySchema } from '@/lib/contract';
import { jsonResponse, parseQuery, withRoute } from '@/lib/bff/http/route-handler';
import { readPatientAppointments } from '@/lib/bff/staff/staff-patient-reads';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

export const GET = withRoute<{ patientId: string }>(async (request, { params }) => {
  const { patientId } = await params;
  return jsonResponse(await readPatientAppointments(patientId, parseQuery(request, appointmentsListQuerySchema)));
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });

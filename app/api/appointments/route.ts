import 'server-only';
import { appointmentsListQuerySchema } from '@/lib/contract';
import { requirePatient } from '@/lib/bff/accounts';
import { readAppointments } from '@/lib/bff/booking/patient-appointment-reads';
import { jsonResponse, parseQuery, withRoute } from '@/lib/bff/http/route-handler';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

export const GET = withRoute(async (request) => {
  const patient = await requirePatient();
  return jsonResponse(await readAppointments(patient, parseQuery(request, appointmentsListQuerySchema)));
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });

import 'server-only';
import { requirePatient } from '@/lib/bff/accounts';
import { readAppointment } from '@/lib/bff/booking/patient-appointment-reads';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

export const GET = withRoute<{ appointmentId: string }>(async (_request, { params }) => {
  const patient = await requirePatient();
  const { appointmentId } = await params;
  return jsonResponse(await readAppointment(patient, appointmentId));
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });

import 'server-only';
import { requirePatient } from '@/lib/bff/accounts';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { patientBookingPolicy } from '@/lib/bff/booking/booking-policy';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** The notice window and the contact text, for the appointment page to say so before the patient tries. */
export const GET = withRoute(async () => {
  await requirePatient();
  return jsonResponse(await patientBookingPolicy());
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });

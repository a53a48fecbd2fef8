import 'server-only';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { readPatientDetails } from '@/lib/bff/staff/staff-patient-reads';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** The service's profile and address, with the preferred pharmacy from the app's own copy. */
export const GET = withRoute<{ patientId: string }>(async (_request, { params }) =>
  jsonResponse(await readPatientDetails((await params).patientId)),
);

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });

import 'server-only';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { readPatientConsultations } from '@/lib/bff/staff/staff-patient-reads';

export const GET = withRoute<{ patientId: string }>(async (_request, { params }) =>
  jsonResponse(await readPatientConsultations((await params).patientId)),
);

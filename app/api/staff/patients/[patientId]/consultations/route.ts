import 'server-only';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { listCompletedConsultations } from '@/lib/bff/records/completed-consultations';
import { staffPatientAction } from '@/lib/bff/staff/staff-access';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

export const GET = withRoute<{ patientId: string }>(async (_request, { params }) => {
  const { patientId } = await params;
  const items = await staffPatientAction({
    patientId,
    action: 'patient.consultations.list',
    perform: ({ patient }) => listCompletedConsultations(patient),
  });
  return jsonResponse({ items });
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });

import 'server-only';
import { jsonResponse, withRoute } from '@/lib/bff/route-handler';
import { listCompletedConsultations } from '../../../../_lib/consultations';
import { staffPatientAction } from '../../../../_lib/staff-access';

export const GET = withRoute<{ patientId: string }>(async (_request, { params }) => {
  const { patientId } = await params;
  const items = await staffPatientAction({
    patientId,
    action: 'patient.consultations.list',
    perform: ({ patient }) => listCompletedConsultations(patient.id),
  });
  return jsonResponse({ items });
});

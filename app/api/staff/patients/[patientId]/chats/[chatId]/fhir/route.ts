import 'server-only';
import { withRoute } from '@/lib/bff/http/route-handler';
import { exportConsultationBundle, exportFileName } from '@/lib/bff/fhir/patient-export';
import { fhirDownload } from '@/lib/bff/fhir/fhir-response';
import { staffPatientAction } from '@/lib/bff/staff/staff-access';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** One chat's SOAP note as a FHIR `document` Bundle, audited. */
export const GET = withRoute<{ patientId: string; chatId: string }>(async (_request, { params }) => {
  const { patientId, chatId } = await params;
  const bundle = await staffPatientAction({
    patientId,
    action: 'patient.consultation.fhir.export',
    detail: { chatId, bundleType: 'document' },
    perform: ({ patient }) => exportConsultationBundle(patient, chatId),
  });
  return fhirDownload(bundle, exportFileName('consultation', chatId));
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });

import 'server-only';
import { withRoute } from '@/lib/bff/http/route-handler';
import { exportFileName, exportPatientBundle } from '@/lib/bff/fhir/patient-export';
import { fhirDownload } from '@/lib/bff/fhir/fhir-response';
import { staffPatientAction } from '@/lib/bff/staff/staff-access';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** "Export for the EHR": the patient's record as a FHIR `collection` Bundle, audited. */
export const GET = withRoute<{ patientId: string }>(async (_request, { params }) => {
  const { patientId } = await params;
  let omittedDocuments = 0;
  const bundle = await staffPatientAction({
    patientId,
    action: 'patient.fhir.export',
    detail: { bundleType: 'collection' },
    perform: async ({ patient }) => {
      const exported = await exportPatientBundle(patient);
      omittedDocuments = exported.omittedDocuments;
      return exported.bundle;
    },
  });
  const response = fhirDownload(bundle, exportFileName('patient', patientId));
  response.headers.set('X-Omitted-Documents', String(omittedDocuments));
  return response;
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });

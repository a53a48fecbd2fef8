import 'server-only';
import type { Bundle } from '@medplum/fhirtypes';
import { BFF_ERROR_CODES } from '@/lib/contract/bff';
import type { PatientAccount } from '@/lib/bff/accounts';
import { ApiError, notFound } from '@/lib/bff/http/api-error';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { readPatientRecordSource } from '@/lib/bff/fhir/patient-record-source';
import { consultationDocumentBundle, describeOmission, patientBundle } from '@/lib/fhir';

/** Seconds before asking again for a document Bundle whose note is still being written. */
const NOT_READY_RETRY_AFTER_SECONDS = 5;

/** The patient's whole record as a `collection` Bundle, and how many documents it had to leave out. */
export async function exportPatientBundle(
  patient: PatientAccount,
): Promise<{ bundle: Bundle; omittedDocuments: number }> {
  const source = await readPatientRecordSource({ client: await getServiceClient(), patient });
  const bundle = patientBundle(source, { organizationKey: patient.organizationKey, exportedAt: new Date() });
  const omittedDocuments = source.consultations
    .flatMap((consultation) => consultation.documents)
    .filter((document) => document.state !== 'ready').length;
  return { bundle, omittedDocuments };
}

/**
 * One consultation's `document` Bundle: 404 when the patient has no completed consultation in that chat,
 * 409 `error.fhir.document_not_ready` (with Retry-After) while its SOAP note is not written.
 */
export async function exportConsultationBundle(patient: PatientAccount, chatId: string): Promise<Bundle> {
  const source = await readPatientRecordSource({
    client: await getServiceClient(),
    patient,
    onlyChatId: chatId,
  });
  const result = consultationDocumentBundle(source, chatId, {
    organizationKey: patient.organizationKey,
    exportedAt: new Date(),
  });
  if (result.status === 'not-found') throw notFound();
  if (result.status === 'not-ready') {
    throw new ApiError({
      status: 409,
      code: BFF_ERROR_CODES.fhirDocumentNotReady,
      message: describeOmission(result.omission),
      data: { artifactId: result.omission.artifactId, reason: result.omission.reason },
      headers: { 'Retry-After': String(NOT_READY_RETRY_AFTER_SECONDS) },
    });
  }
  return result.bundle;
}

/** A file name that says what the file is and names no person. */
export function exportFileName(kind: 'patient' | 'consultation', id: string): string {
  const safe = id.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64);
  return `${kind}-${safe}.fhir.json`;
}

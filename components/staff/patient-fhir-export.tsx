import { FhirDownloadLink } from '@/components/fhir/fhir-download-link';
import styles from './staff.module.css';

/** "Export for the EHR": the patient's whole record as a FHIR R4 Bundle; the export is audited. */
export function PatientFhirExport({ patientId }: { patientId: string }) {
  return (
    <p className={styles.row}>
      <FhirDownloadLink href={`/api/staff/patients/${encodeURIComponent(patientId)}/fhir`}>
        Export for the EHR
      </FhirDownloadLink>
      <span className={styles.meta}>
        FHIR R4 Bundle: profile, consultations with documents, appointments, safety flags.
      </span>
    </p>
  );
}

/** One consultation's SOAP note as a FHIR R4 document Bundle. */
export function ConsultationFhirExport({ patientId, chatId }: { patientId: string; chatId: string }) {
  const path = `/api/staff/patients/${encodeURIComponent(patientId)}/consultations/${encodeURIComponent(chatId)}/fhir`;
  return <FhirDownloadLink href={path}>Export the consultation for the EHR</FhirDownloadLink>;
}

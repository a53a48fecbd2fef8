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
        FHIR R4 Bundle: profile, chats with documents, appointments, safety flags.
      </span>
    </p>
  );
}

/** One chat's SOAP note as a FHIR R4 document Bundle. */
export function ChatFhirExport({ patientId, chatId }: { patientId: string; chatId: string }) {
  const path = `/api/staff/patients/${encodeURIComponent(patientId)}/chats/${encodeURIComponent(chatId)}/fhir`;
  return <FhirDownloadLink href={path}>Export this chat for the EHR</FhirDownloadLink>;
}

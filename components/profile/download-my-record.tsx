import {
  RECORD_DOWNLOAD_WINDOW_MINUTES,
  RECORD_DOWNLOADS_PER_WINDOW,
} from '@/lib/contract/bff/record-download-values';
import styles from '@/components/booking/booking.module.css';
import { RecordDownloadButton } from './record-download-button';

/** The patient's own record in the standard format EHRs import (FHIR R4), theirs to keep or hand on. */
export function DownloadMyRecord() {
  return (
    <section className={styles.section} aria-labelledby="my-record-heading">
      <h2 id="my-record-heading">Your record</h2>
      <p>
        A copy of everything on file here (your details, chats and their documents, appointments) as a FHIR R4
        file, the format health record systems import. It can be downloaded up to{' '}
        {RECORD_DOWNLOADS_PER_WINDOW} times in {RECORD_DOWNLOAD_WINDOW_MINUTES} minutes.
      </p>
      <RecordDownloadButton />
    </section>
  );
}

import { Link } from '@/components/ui/link';
import type { AiConsultationCompleteEvent } from '@/lib/contract';
import styles from './chat.module.css';

const DOCUMENTS = [
  { key: 'shortSummary', title: 'Short summary', description: 'The chat in a few lines.' },
  { key: 'longSummary', title: 'Full summary', description: 'Everything you told us, and the advice.' },
  { key: 'soapNote', title: 'Clinical note (SOAP)', description: 'The note a clinician reads.' },
] as const;

/** The chat's three documents, once it completed. */
export function DocumentsPanel({ artifacts }: { artifacts: AiConsultationCompleteEvent['artifacts'] }) {
  return (
    <section className={styles.documents} aria-labelledby="documents-title">
      <h2 id="documents-title">Your documents</h2>
      <ul className={styles.documentList}>
        {DOCUMENTS.map((document) => (
          <li key={document.key}>
            <Link href={`/documents/${encodeURIComponent(artifacts[document.key])}`}>{document.title}</Link>
            <span className={styles.muted}> — {document.description}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

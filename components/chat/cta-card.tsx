'use client';

import { Link } from '@/components/ui/link';
import { useSafetyGuidance } from '@/lib/client/chat/use-safety-guidance';
import { EmergencyContacts } from './emergency-contacts';
import styles from './chat.module.css';

export interface CtaCardProps {
  chatId: string;
  skillCode: string;
  /** The service's label for the action. */
  text: string | null;
  /** Where the self-care documents are, once the chat completed. */
  hasDocuments: boolean;
}

const DEFAULT_LABELS: Record<string, string> = {
  book_appointment: 'Book an appointment with a clinician.',
  urgent_care: 'You should be seen by a clinician soon.',
  self_care: 'You can look after this at home.',
};

function bookingHref(chatId: string, asap = false) {
  const query = new URLSearchParams({ chatId, ...(asap ? { type: 'asap' } : {}) });
  return `/appointments/new?${query.toString()}`;
}

/** The call to action of `skill_code.cta`: the service's label, and the action its skill code stands for. */
export function CtaCard({ chatId, skillCode, text, hasDocuments }: CtaCardProps) {
  const guidance = useSafetyGuidance();
  const label = text ?? DEFAULT_LABELS[skillCode] ?? 'A clinician can help with this.';
  return (
    <aside className={styles.cta} aria-label="Suggested next step" data-skill-code={skillCode}>
      <p className={styles.ctaLabel}>{label}</p>
      {skillCode === 'urgent_care' ? (
        <>
          <p>{guidance.message}</p>
          <EmergencyContacts contacts={guidance.contacts} />
          <Link className={styles.actionLink} href={bookingHref(chatId, true)}>
            See a clinician as soon as possible
          </Link>
        </>
      ) : skillCode === 'self_care' ? (
        <p>
          {hasDocuments
            ? 'Your advice is in the documents below.'
            : 'Your advice will be in the documents once they are ready.'}
        </p>
      ) : (
        <Link className={styles.actionLink} href={bookingHref(chatId)}>
          Book an appointment
        </Link>
      )}
    </aside>
  );
}

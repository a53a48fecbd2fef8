'use client';

import { useSafetyGuidance } from '@/lib/client/chat/use-safety-guidance';
import { EmergencyContacts } from './emergency-contacts';
import styles from './chat.module.css';

/**
 * Shown when the service raised a safety concern (`guardian`): its message and the organization's
 * emergency guidance, announced at once. The default numbers are shown while the guidance loads.
 */
export function SafetyPanel({ message }: { message: string }) {
  const guidance = useSafetyGuidance();
  return (
    <section className={styles.safety} role="alert" aria-labelledby="safety-title">
      <h2 id="safety-title" className={styles.safetyTitle}>
        Your safety comes first
      </h2>
      <p>{message}</p>
      <p>{guidance.message}</p>
      <EmergencyContacts contacts={guidance.contacts} />
      <p className={styles.muted}>This chat is closed. Please use the numbers above to get help now.</p>
    </section>
  );
}

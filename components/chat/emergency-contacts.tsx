import type { SafetyContact } from '@/lib/contract/bff';
import styles from './chat.module.css';

/** The numbers to call, each a tel: link. */
export function EmergencyContacts({ contacts }: { contacts: SafetyContact[] }) {
  return (
    <ul className={styles.contacts}>
      {contacts.map((contact) => (
        <li key={`${contact.label}-${contact.phone}`}>
          <a className={styles.callLink} href={`tel:${contact.phone}`}>
            {contact.label}: call {contact.phone}
          </a>
          {contact.note ? <span className={styles.contactNote}> {contact.note}</span> : null}
        </li>
      ))}
    </ul>
  );
}

import type { Metadata } from 'next';
import { AcceptInvitationForm } from '@/components/staff/accept-invitation-form';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Staff: accept your invitation', referrer: 'no-referrer' };

/** Where an invitation's e-mail link leads (ADR 0090); the link's token is in the fragment. */
export default function AcceptStaffInvitationPage() {
  return (
    <main id="main" className={styles.entryPage}>
      <h1>Join the staff dashboard</h1>
      <AcceptInvitationForm />
    </main>
  );
}

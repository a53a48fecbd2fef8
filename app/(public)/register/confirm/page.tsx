import type { Metadata } from 'next';
import { RegisterLinkConfirmation } from '@/components/account/register-link-confirmation';
import styles from '@/components/account/account-form.module.css';
import { PageHeading } from '@/components/ui/page-heading';

export const metadata: Metadata = { title: 'Confirm your e-mail address', referrer: 'no-referrer' };

export default function ConfirmRegistrationPage() {
  return (
    <main id="main" className={styles.card}>
      <PageHeading>Confirm your e-mail address</PageHeading>
      <RegisterLinkConfirmation />
    </main>
  );
}

import type { Metadata } from 'next';
import { ResetPasswordForm } from '@/components/account/reset-password-form';
import styles from '@/components/account/account-form.module.css';
import { Link } from '@/components/ui/link';
import { PageHeading } from '@/components/ui/page-heading';

export const metadata: Metadata = { title: 'Choose a new password', referrer: 'no-referrer' };

export default function ResetPasswordPage() {
  return (
    <main id="main" className={styles.card}>
      <PageHeading>Choose a new password</PageHeading>
      <p className={styles.intro}>
        Every place where your account is signed in will be signed out. Then you sign in with the new
        password.
      </p>
      <ResetPasswordForm kind="patient" />
      <p className={styles.alternative}>
        No e-mail, or the link no longer works? <Link href="/forgot-password">Ask for a new one</Link>
      </p>
    </main>
  );
}

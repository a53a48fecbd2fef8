import type { Metadata } from 'next';
import { ForgotPasswordForm } from '@/components/account/forgot-password-form';
import styles from '@/components/account/account-form.module.css';
import { Link } from '@/components/ui/link';
import { PageHeading } from '@/components/ui/page-heading';

export const metadata: Metadata = { title: 'Forgot your password?' };

export default function ForgotPasswordPage() {
  return (
    <main id="main" className={styles.card}>
      <PageHeading>Forgot your password?</PageHeading>
      <p className={styles.intro}>
        Enter the e-mail address of your account. We will send it a link and a code to choose a new password.
      </p>
      <ForgotPasswordForm kind="patient" />
      <p className={styles.alternative}>
        Remembered it? <Link href="/sign-in">Sign in</Link>
      </p>
    </main>
  );
}

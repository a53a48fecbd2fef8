import type { Metadata } from 'next';
import { ForgotPasswordForm } from '@/components/account/forgot-password-form';
import { Link } from '@/components/ui/link';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Staff: forgot your password?' };

export default function StaffForgotPasswordPage() {
  return (
    <main id="main" className={styles.entryPage}>
      <h1>Forgot your password?</h1>
      <p className={styles.meta}>
        Enter the e-mail address of your staff account. We will send it a link and a code to choose a new
        password.
      </p>
      <ForgotPasswordForm kind="staff" />
      <p className={`${styles.meta} ${styles.afterForm}`}>
        <Link href="/staff/sign-in">Back to staff sign-in</Link>
      </p>
    </main>
  );
}

import type { Metadata } from 'next';
import { ResetPasswordForm } from '@/components/account/reset-password-form';
import { Link } from '@/components/ui/link';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Staff: choose a new password', referrer: 'no-referrer' };

export default function StaffResetPasswordPage() {
  return (
    <main id="main" className={styles.entryPage}>
      <h1>Choose a new password</h1>
      <p className={styles.meta}>
        Every place where your staff account is signed in will be signed out. Then you sign in with the new
        password.
      </p>
      <ResetPasswordForm kind="staff" />
      <p className={`${styles.meta} ${styles.afterForm}`}>
        No e-mail, or the link no longer works? <Link href="/staff/forgot-password">Ask for a new one</Link>
      </p>
    </main>
  );
}

import { ChangePasswordForm } from '@/components/account/change-password-form';
import styles from '@/components/booking/booking.module.css';

/** The patient's password, changed with the current one; every other device is signed out. */
export function PasswordSetting() {
  return (
    <section className={styles.section} aria-labelledby="password-heading">
      <h2 id="password-heading">Password</h2>
      <p>
        Changing your password signs out every other device signed in to your account. We e-mail you when it
        is changed.
      </p>
      <ChangePasswordForm endpoint="/api/auth/password" />
    </section>
  );
}

import { ChangePasswordForm } from '@/components/account/change-password-form';
import { TwoFactorSettings } from '@/components/account/two-factor-settings';
import type { SecondFactorStatusView } from '@/lib/contract/bff';
import type { StaffRole } from '@/lib/contract/bff/staff-values';
import styles from './staff.module.css';

const ROLE_WORDS: Record<StaffRole, string> = {
  staff: 'Staff: patients and integration health',
  admin: 'Admin: also the staff accounts, logs and settings',
};

/** Who the staff member is signed in as, the form to change their password, and their second factor. */
export function StaffAccountView({
  email,
  role,
  twoFactor,
}: {
  email: string;
  role: StaffRole;
  twoFactor?: SecondFactorStatusView;
}) {
  return (
    <>
      <dl className={styles.definition}>
        <dt>E-mail</dt>
        <dd>{email}</dd>
        <dt>Role</dt>
        <dd>{ROLE_WORDS[role]}</dd>
      </dl>
      <section className={styles.section} aria-labelledby="password-heading">
        <h2 id="password-heading">Change your password</h2>
        <p>Every other device signed in to your account is signed out when you change it.</p>
        <ChangePasswordForm endpoint="/api/staff/auth/password" />
      </section>
      {twoFactor ? (
        <section className={styles.section} aria-labelledby="two-factor-heading">
          <h2 id="two-factor-heading">Two-factor sign-in</h2>
          <TwoFactorSettings initial={twoFactor} />
        </section>
      ) : null}
    </>
  );
}

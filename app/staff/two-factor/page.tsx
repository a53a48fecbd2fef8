import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { TwoFactorSettings } from '@/components/account/two-factor-settings';
import { StaffSignOutButton } from '@/components/staff/staff-sign-out-button';
import { secondFactorView } from '@/lib/bff/accounts/second-factor-page';
import { findStaffForSecondFactorSetup } from '@/lib/bff/staff/staff-page-session';
import styles from '@/components/staff/staff.module.css';
import { QueryProvider } from '@/app/providers';

export const metadata: Metadata = { title: 'Set up two-factor sign-in' };

/**
 * Where an admin without two-factor sign-in is sent from every dashboard page and API (ADR 0092): the one
 * page, with sign-out, that answers them until it is on. Outside the dashboard's layout, which would send
 * them here again.
 */
export default async function StaffTwoFactorSetupPage() {
  const staff = await findStaffForSecondFactorSetup();
  if (!staff) redirect('/staff/sign-in');
  const twoFactor = await secondFactorView({
    organizationKey: staff.organizationKey,
    kind: 'staff',
    accountId: staff.id,
    role: staff.role,
  });
  if (twoFactor.enabled) redirect('/staff');
  // The sign-out button forgets the tab's query cache, as it does in the dashboard.
  return (
    <QueryProvider>
      <main id="main" className={styles.entryPage}>
        <h1>
          Set up <span className={styles.keepTogether}>two-factor</span>{' '}
          <span className={styles.keepTogether}>sign-in</span>
        </h1>
        <p>
          {staff.role === 'admin'
            ? 'Admins can read every record and export the organization, so the dashboard asks for a code from an app on your phone as well as your password. Set it up to continue.'
            : 'Signing in will ask for a code from an app on your phone as well as your password.'}
        </p>
        <p className={styles.meta}>
          Signed in as {staff.email} <StaffSignOutButton />
        </p>
        <TwoFactorSettings
          initial={twoFactor}
          afterEnabledHref="/staff"
          doneLabel="I have saved them: open the dashboard"
        />
      </main>
    </QueryProvider>
  );
}

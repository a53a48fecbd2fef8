import { Link } from '@/components/ui/link';
import { PreferredPharmacyCard } from '@/components/pharmacy/preferred-pharmacy-card';
import styles from '@/components/booking/booking.module.css';
import { ProfileAddress } from './profile-address';
import { ProfileDetails } from './profile-details';
import { DownloadMyRecord } from './download-my-record';
import { PasswordSetting } from './password-setting';
import { ReminderSetting } from './reminder-setting';
import { TwoFactorSetting } from './two-factor-setting';
import type { SecondFactorStatusView } from '@/lib/contract/bff';
import { SignedInDevices } from './signed-in-devices';

/**
 * Details on file (read-only), the address (editable), the preferred pharmacy (changed on /pharmacy) and
 * whether reminders are e-mailed, the password, two-factor sign-in, and where the account is signed in.
 */
export function ProfileSections({ twoFactor }: { twoFactor?: SecondFactorStatusView }) {
  return (
    <div className={styles.stack}>
      <ProfileDetails />
      <ProfileAddress />
      <PreferredPharmacyCard action={<Link href="/pharmacy">Change pharmacy</Link>} />
      <ReminderSetting />
      <PasswordSetting />
      {twoFactor ? <TwoFactorSetting status={twoFactor} /> : null}
      <SignedInDevices />
      <DownloadMyRecord />
    </div>
  );
}

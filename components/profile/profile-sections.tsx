import { Link } from '@/components/ui/link';
import { PreferredPharmacyCard } from '@/components/pharmacy/preferred-pharmacy-card';
import styles from '@/components/booking/booking.module.css';
import { ProfileAddress } from './profile-address';
import { ProfileDetails } from './profile-details';
import { DownloadMyRecord } from './download-my-record';
import { PasswordSetting } from './password-setting';
import { ReminderSetting } from './reminder-setting';
import { SignedInDevices } from './signed-in-devices';

/**
 * Details on file (read-only), the address (editable), the preferred pharmacy (changed on /pharmacy) and
 * whether reminders are e-mailed, the password, and where the account is signed in.
 */
export function ProfileSections() {
  return (
    <div className={styles.stack}>
      <ProfileDetails />
      <ProfileAddress />
      <PreferredPharmacyCard action={<Link href="/pharmacy">Change pharmacy</Link>} />
      <ReminderSetting />
      <PasswordSetting />
      <SignedInDevices />
      <DownloadMyRecord />
    </div>
  );
}

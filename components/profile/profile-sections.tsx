import Link from 'next/link';
import { PreferredPharmacyCard } from '@/components/pharmacy/preferred-pharmacy-card';
import styles from '@/components/booking/booking.module.css';
import { ProfileAddress } from './profile-address';
import { ProfileDetails } from './profile-details';
import { DownloadMyRecord } from './download-my-record';

/** Details on file (read-only), the address (editable) and the preferred pharmacy (changed on /pharmacy). */
export function ProfileSections() {
  return (
    <div className={styles.stack}>
      <ProfileDetails />
      <ProfileAddress />
      <PreferredPharmacyCard action={<Link href="/pharmacy">Change pharmacy</Link>} />
      <DownloadMyRecord />
    </div>
  );
}

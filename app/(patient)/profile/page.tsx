import type { Metadata } from 'next';
import { Prefetched } from '@/lib/bff/pages/prefetched';
import {
  addressPrefetch,
  preferredPharmacyPrefetch,
  profilePrefetch,
  reminderPreferencePrefetch,
  signedInSessionsPrefetch,
} from '@/lib/bff/pages/patient-prefetches';
import { ProfileSections } from '@/components/profile/profile-sections';
import { PageHeading } from '@/components/ui/page-heading';
import { patientSecondFactorView } from '@/lib/bff/accounts/second-factor-page';

export const metadata: Metadata = { title: 'Profile' };

export default async function ProfilePage() {
  const twoFactor = await patientSecondFactorView();
  return (
    <main id="main" className="page">
      <PageHeading>Profile</PageHeading>
      <Prefetched
        prefetches={[
          profilePrefetch,
          addressPrefetch,
          preferredPharmacyPrefetch,
          reminderPreferencePrefetch,
          signedInSessionsPrefetch,
        ]}
      >
        <ProfileSections twoFactor={twoFactor} />
      </Prefetched>
    </main>
  );
}

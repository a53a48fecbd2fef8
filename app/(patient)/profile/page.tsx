import type { Metadata } from 'next';
import { ProfileSections } from '@/components/profile/profile-sections';
import { PageHeading } from '@/components/ui';

export const metadata: Metadata = { title: 'Profile' };

export default function ProfilePage() {
  return (
    <main id="main" className="page">
      <PageHeading>Profile</PageHeading>
      <ProfileSections />
    </main>
  );
}

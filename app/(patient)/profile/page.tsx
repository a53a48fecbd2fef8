import type { Metadata } from 'next';
import { PageTitle } from '@/components/booking/page-title';
import { ProfileSections } from '@/components/profile/profile-sections';

export const metadata: Metadata = { title: 'Profile' };

export default function ProfilePage() {
  return (
    <main id="main" className="page">
      <PageTitle>Profile</PageTitle>
      <ProfileSections />
    </main>
  );
}

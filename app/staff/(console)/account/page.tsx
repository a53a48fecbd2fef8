import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { StaffAccountView } from '@/components/staff/staff-account-view';
import { PageHeading } from '@/components/ui/page-heading';
import { findStaffForPage } from '@/lib/bff/staff/staff-page-session';

export const metadata: Metadata = { title: 'Your account' };

/** The signed-in staff member's own account: who they are signed in as, and their password. */
export default async function StaffAccountPage() {
  const staff = await findStaffForPage();
  if (!staff) redirect('/staff/sign-in');
  return (
    <>
      <PageHeading>Your account</PageHeading>
      <StaffAccountView email={staff.email} role={staff.role} />
    </>
  );
}

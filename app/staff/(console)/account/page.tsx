import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { StaffAccountView } from '@/components/staff/staff-account-view';
import { PageHeading } from '@/components/ui/page-heading';
import { findStaffForPage } from '@/lib/bff/staff/staff-page-session';
import { secondFactorView } from '@/lib/bff/accounts/second-factor-page';

export const metadata: Metadata = { title: 'Your account' };

/** The signed-in staff member's own account: who they are signed in as, their password and second factor. */
export default async function StaffAccountPage() {
  const staff = await findStaffForPage();
  if (!staff) redirect('/staff/sign-in');
  const twoFactor = await secondFactorView({
    organizationKey: staff.organizationKey,
    kind: 'staff',
    accountId: staff.id,
    role: staff.role,
  });
  return (
    <>
      <PageHeading>Your account</PageHeading>
      <StaffAccountView email={staff.email} role={staff.role} twoFactor={twoFactor} />
    </>
  );
}

import type { Metadata } from 'next';
import { StaffAccounts } from '@/components/staff/staff-accounts';
import { PageHeading } from '@/components/ui';

export const metadata: Metadata = { title: 'Staff accounts' };

export default function StaffAccountsPage() {
  return (
    <>
      <PageHeading>Staff accounts</PageHeading>
      <p>Who can sign in to this dashboard, and with which role. Every change is audited.</p>
      <StaffAccounts />
    </>
  );
}

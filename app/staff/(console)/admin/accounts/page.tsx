import type { Metadata } from 'next';
import { StaffAccounts } from '@/components/staff/staff-accounts';
import { PageHeading } from '@/components/ui/page-heading';
import { Prefetched } from '@/lib/bff/pages/prefetched';
import { staffAccountsPrefetch, staffInvitationsPrefetch } from '@/lib/bff/pages/staff-prefetches';

export const metadata: Metadata = { title: 'Staff accounts' };

export default function StaffAccountsPage() {
  return (
    <>
      <PageHeading>Staff accounts</PageHeading>
      <p>
        Who can sign in to this dashboard, and with which role. People join from an e-mailed invitation and
        choose their own password. Every change is audited.
      </p>
      <Prefetched prefetches={[staffAccountsPrefetch, staffInvitationsPrefetch]}>
        <StaffAccounts />
      </Prefetched>
    </>
  );
}

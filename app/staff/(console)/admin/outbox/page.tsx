import type { Metadata } from 'next';
import { OutboxList } from '@/components/staff/outbox-list';
import { PageHeading } from '@/components/ui/page-heading';
import { getAppConfig } from '@/lib/bff/config/current-app-config';
import { Prefetched } from '@/lib/bff/pages/prefetched';
import { outboxPrefetch } from '@/lib/bff/pages/staff-prefetches';

export const metadata: Metadata = { title: 'Outbox' };

export default function OutboxPage() {
  const { retentionDays } = getAppConfig().mail;
  return (
    <>
      <PageHeading>Outbox</PageHeading>
      <p>
        The e-mails to patients: confirmations of bookings, new times and cancellations, reminders before
        visits, and notices that a password was changed. Failed and pending messages show their last error; a
        failed attempt is retried with backoff. A sent, failed, skipped or withdrawn message is deleted{' '}
        {retentionDays} days after its time; one still waiting is never deleted.
      </p>
      <Prefetched prefetches={[outboxPrefetch]}>
        <OutboxList />
      </Prefetched>
    </>
  );
}

import type { Metadata } from 'next';
import { RequestLogTable } from '@/components/staff/request-log-table';
import { PageHeading } from '@/components/ui/page-heading';
import { Prefetched } from '@/lib/bff/pages/prefetched';
import { requestLogPrefetch } from '@/lib/bff/pages/staff-prefetches';

export const metadata: Metadata = { title: 'Request log' };

export default function RequestLogPage() {
  return (
    <>
      <PageHeading>Request log</PageHeading>
      <Prefetched prefetches={[requestLogPrefetch]}>
        <RequestLogTable />
      </Prefetched>
    </>
  );
}

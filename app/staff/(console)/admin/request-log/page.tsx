import type { Metadata } from 'next';
import { RequestLogTable } from '@/components/staff/request-log-table';
import { PageHeading } from '@/components/ui';

export const metadata: Metadata = { title: 'Request log' };

export default function RequestLogPage() {
  return (
    <>
      <PageHeading>Request log</PageHeading>
      <RequestLogTable />
    </>
  );
}

import type { Metadata } from 'next';
import { PageHeading } from '@/components/staff/page-heading';
import { RequestLogTable } from '@/components/staff/request-log-table';

export const metadata: Metadata = { title: 'Request log' };

export default function RequestLogPage() {
  return (
    <>
      <PageHeading>Request log</PageHeading>
      <RequestLogTable />
    </>
  );
}

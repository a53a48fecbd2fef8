import type { Metadata } from 'next';
import { AuditLogTable } from '@/components/staff/audit-log-table';
import { PageHeading } from '@/components/ui/page-heading';
import { Prefetched } from '@/lib/bff/pages/prefetched';
import { auditLogPrefetch } from '@/lib/bff/pages/staff-prefetches';

export const metadata: Metadata = { title: 'Audit log' };

export default function AuditLogPage() {
  return (
    <>
      <PageHeading>Audit log</PageHeading>
      <Prefetched prefetches={[auditLogPrefetch]}>
        <AuditLogTable />
      </Prefetched>
    </>
  );
}

import type { Metadata } from 'next';
import { AuditLogTable } from '@/components/staff/audit-log-table';
import { PageHeading } from '@/components/ui';

export const metadata: Metadata = { title: 'Audit log' };

export default function AuditLogPage() {
  return (
    <>
      <PageHeading>Audit log</PageHeading>
      <AuditLogTable />
    </>
  );
}

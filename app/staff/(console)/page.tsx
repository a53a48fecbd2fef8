import type { Metadata } from 'next';
import { WorkQueueView } from '@/components/staff/work-queue';
import { PageHeading } from '@/components/ui/page-heading';
import { Prefetched } from '@/lib/bff/pages/prefetched';
import { staffAccountsPrefetch } from '@/lib/bff/pages/staff-prefetches';
import { findStaffForPage } from '@/lib/bff/staff/staff-page-session';

export const metadata: Metadata = { title: 'Work queue' };

/**
 * The console's first page: who needs staff now (ADR 0093). The patient list is at /staff/patients. The
 * queue itself is read by the console's layout (ADR 0100); an admin's items also offer "Reassign to" with
 * the staff list, read here so that the forms are in the first view rather than pushed in later.
 */
export default async function StaffWorkQueuePage() {
  const staff = await findStaffForPage();
  return (
    <>
      <PageHeading>Work queue</PageHeading>
      <Prefetched prefetches={staff?.role === 'admin' ? [staffAccountsPrefetch] : []}>
        <WorkQueueView />
      </Prefetched>
    </>
  );
}

import type { Metadata } from 'next';
import { WorkQueueView } from '@/components/staff/work-queue';
import { PageHeading } from '@/components/ui/page-heading';
import { Prefetched } from '@/lib/bff/pages/prefetched';
import { workQueuePrefetch } from '@/lib/bff/pages/staff-prefetches';

export const metadata: Metadata = { title: 'Work queue' };

/** The console's first page: who needs staff now (ADR 0093). The patient list is at /staff/patients. */
export default function StaffWorkQueuePage() {
  return (
    <>
      <PageHeading>Work queue</PageHeading>
      <Prefetched prefetches={[workQueuePrefetch]}>
        <WorkQueueView />
      </Prefetched>
    </>
  );
}

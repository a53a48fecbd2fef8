import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FaultPanel } from '@/components/staff/fault-panel';
import { faultsAvailable } from '@/lib/bff/staff/service-faults';
import { PageHeading } from '@/components/ui/page-heading';
import { Prefetched } from '@/lib/bff/pages/prefetched';
import { faultsPrefetch } from '@/lib/bff/pages/staff-prefetches';

export const metadata: Metadata = { title: 'Fault panel' };

/** Embedded mode only: a remote service has no fault knobs, and the page does not exist there. */
export default function FaultPanelPage() {
  if (!faultsAvailable()) notFound();
  return (
    <>
      <PageHeading>Fault panel</PageHeading>
      <p>
        Switch the embedded service&apos;s faults and watch the patient app&apos;s behaviour. Every change is
        audited.
      </p>
      <Prefetched prefetches={[faultsPrefetch]}>
        <FaultPanel />
      </Prefetched>
    </>
  );
}

import type { Metadata } from 'next';
import { IntegrationHealthView } from '@/components/staff/integration-health-view';
import { PageHeading } from '@/components/ui/page-heading';
import { Prefetched } from '@/lib/bff/pages/prefetched';
import { integrationHealthPrefetch } from '@/lib/bff/pages/staff-prefetches';

export const metadata: Metadata = { title: 'Integration health' };

export default function IntegrationHealthPage() {
  return (
    <>
      <PageHeading>Integration health</PageHeading>
      <Prefetched prefetches={[integrationHealthPrefetch]}>
        <IntegrationHealthView />
      </Prefetched>
    </>
  );
}

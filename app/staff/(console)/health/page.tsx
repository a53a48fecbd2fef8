import type { Metadata } from 'next';
import { IntegrationHealthView } from '@/components/staff/integration-health-view';
import { PageHeading } from '@/components/ui';

export const metadata: Metadata = { title: 'Integration health' };

export default function IntegrationHealthPage() {
  return (
    <>
      <PageHeading>Integration health</PageHeading>
      <IntegrationHealthView />
    </>
  );
}

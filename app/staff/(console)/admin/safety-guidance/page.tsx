import type { Metadata } from 'next';
import { SafetyGuidanceEditor } from '@/components/staff/safety-guidance-editor';
import { PageHeading } from '@/components/ui/page-heading';
import { Prefetched } from '@/lib/bff/pages/prefetched';
import { staffSafetyGuidancePrefetch } from '@/lib/bff/pages/staff-prefetches';

export const metadata: Metadata = { title: 'Safety guidance' };

export default function SafetyGuidancePage() {
  return (
    <>
      <PageHeading>Safety guidance</PageHeading>
      <p>
        What the patient app shows when a chat is stopped for the patient&apos;s safety, with the numbers to
        call. Every change is audited.
      </p>
      <Prefetched prefetches={[staffSafetyGuidancePrefetch]}>
        <SafetyGuidanceEditor />
      </Prefetched>
    </>
  );
}

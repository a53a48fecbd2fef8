import type { Metadata } from 'next';
import { PageHeading } from '@/components/staff/page-heading';
import { SafetyGuidanceEditor } from '@/components/staff/safety-guidance-editor';

export const metadata: Metadata = { title: 'Safety guidance' };

export default function SafetyGuidancePage() {
  return (
    <>
      <PageHeading>Safety guidance</PageHeading>
      <p>
        What the patient app shows when a chat is stopped for the patient&apos;s safety, with the numbers to
        call. Every change is audited.
      </p>
      <SafetyGuidanceEditor />
    </>
  );
}

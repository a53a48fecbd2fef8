import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { ChatTranscript } from '@/components/staff/chat-transcript';
import styles from '@/components/staff/staff.module.css';
import { PageHeading } from '@/components/ui/page-heading';
import { Prefetched } from '@/lib/bff/pages/prefetched';
import { transcriptPrefetches } from '@/lib/bff/pages/staff-prefetches';

export const metadata: Metadata = { title: 'Chat transcript' };

export default async function StaffChatTranscriptPage({
  params,
}: {
  params: Promise<{ patientId: string; chatId: string }>;
}) {
  const { patientId, chatId } = await params;
  return (
    <>
      <Link href={`/staff/patients/${patientId}`}>Back to the patient</Link>
      <PageHeading>Chat transcript</PageHeading>
      <p className={styles.meta}>
        Chat <span className={styles.mono}>{chatId}</span>, read-only.
      </p>
      <Prefetched prefetches={transcriptPrefetches(patientId, chatId)}>
        <ChatTranscript patientId={patientId} chatId={chatId} />
      </Prefetched>
    </>
  );
}

import type { Metadata } from 'next';
import { Prefetched } from '@/lib/bff/pages/prefetched';
import { chatPagesPrefetch, completedChatsPrefetch } from '@/lib/bff/pages/patient-prefetches';
import { ChatList } from '@/components/chat-list/chat-list';
import { StartConsultationButton } from '@/components/chat-start/start-consultation-button';
import { PageHeading } from '@/components/ui';
import styles from '@/components/chat-list/chats-page.module.css';

export const metadata: Metadata = { title: 'Your consultations' };

export default function ChatsPage() {
  return (
    <main id="main" className="page">
      <div className={styles.top}>
        <PageHeading>Your consultations</PageHeading>
        <StartConsultationButton variant="secondary" label="Start a new consultation" />
      </div>
      <Prefetched prefetches={[chatPagesPrefetch, completedChatsPrefetch]}>
        <ChatList />
      </Prefetched>
    </main>
  );
}

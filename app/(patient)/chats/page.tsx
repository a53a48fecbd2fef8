import type { Metadata } from 'next';
import { Prefetched } from '@/lib/bff/pages/prefetched';
import { chatPagesPrefetch, completedChatsPrefetch } from '@/lib/bff/pages/patient-prefetches';
import { ChatList } from '@/components/chat-list/chat-list';
import { StartChatButton } from '@/components/chat-start/start-chat-button';
import { PageHeading } from '@/components/ui/page-heading';
import styles from '@/components/chat-list/chats-page.module.css';

export const metadata: Metadata = { title: 'Your chats' };

export default function ChatsPage() {
  return (
    <main id="main" className="page">
      <div className={styles.top}>
        <PageHeading>Your chats</PageHeading>
        <StartChatButton variant="secondary" label="Start a new chat" />
      </div>
      <Prefetched prefetches={[chatPagesPrefetch, completedChatsPrefetch]}>
        <ChatList />
      </Prefetched>
    </main>
  );
}

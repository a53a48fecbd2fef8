import type { Metadata } from 'next';
import { ChatView } from '@/components/chat/chat-view';
import { Prefetched } from '@/lib/bff/pages/prefetched';
import {
  chatEventsPrefetch,
  chatMessagesPrefetch,
  safetyGuidancePrefetch,
} from '@/lib/bff/pages/patient-prefetches';

export const metadata: Metadata = { title: 'Chat' };

export default async function ChatPage({ params }: { params: Promise<{ chatId: string }> }) {
  const chatId = decodeURIComponent((await params).chatId);
  return (
    <Prefetched
      prefetches={[chatMessagesPrefetch(chatId), chatEventsPrefetch(chatId), safetyGuidancePrefetch]}
    >
      <ChatView key={chatId} chatId={chatId} />
    </Prefetched>
  );
}

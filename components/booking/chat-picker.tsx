'use client';

import { Link } from '@/components/ui/link';
import { EmptyState } from '@/components/ui/empty-state';
import { ChatName } from '@/components/chat-name/chat-name';
import { Skeleton } from '@/components/ui/skeleton';
import { useBookableChats } from '@/lib/client/booking/use-appointments';
import { QueryError } from '@/components/ui/query-state';
import styles from './booking.module.css';

/** A booking belongs to a chat: without one from the chat page, the patient picks one, newest first. */
export function ChatPicker({ timeZone, onPick }: { timeZone: string; onPick: (chatId: string) => void }) {
  const chats = useBookableChats();
  if (chats.isPending) return <Skeleton label="Loading your chats" lines={3} />;
  if (chats.isError) {
    return (
      <QueryError
        error={chats.error}
        what="your chats"
        onRetry={() => void chats.refetch()}
        retrying={chats.isFetching}
      />
    );
  }
  if (chats.data.items.length === 0) {
    return (
      <EmptyState
        title="Start with a chat"
        text="A visit follows a conversation with the assistant, so the clinician knows why you are coming."
        action={<Link href="/chats">Go to your chats</Link>}
      />
    );
  }
  return (
    <fieldset className={styles.choices}>
      <legend>Which conversation is this visit about?</legend>
      {chats.data.items.map((chat) => (
        <label key={chat.id} className={styles.choice}>
          <input type="radio" name="chat" value={chat.id} onChange={() => onPick(chat.id)} />
          <span className={styles.choiceTitle}>
            <ChatName chat={chat} timeZone={timeZone} />
          </span>
        </label>
      ))}
    </fieldset>
  );
}

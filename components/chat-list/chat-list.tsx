'use client';

import { EmptyState } from '@/components/ui/empty-state';
import { Notice } from '@/components/ui/notice';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryError } from '@/components/ui/query-state';
import { StartChatButton } from '@/components/chat-start/start-chat-button';
import { useChatPages, useCompletedChatIds } from '@/lib/client/chat/use-chats';
import { ChatListItem } from './chat-list-item';
import { useDisplayTimeZone } from '@/lib/client/time-zone';
import styles from './chat-list.module.css';

/** Every chat of the patient, newest first, with "Load older" for the rest. */
export function ChatList() {
  const pages = useChatPages();
  const completed = useCompletedChatIds();
  const timeZone = useDisplayTimeZone();
  if (pages.isPending) return <Skeleton label="Loading your chats" lines={4} />;
  if (pages.isError) {
    return (
      <QueryError
        what="your chats"
        error={pages.error}
        onRetry={() => void pages.refetch()}
        retrying={pages.isRefetching}
      />
    );
  }
  const chats = pages.data.pages.flatMap((page) => page.items);
  if (chats.length === 0) {
    return (
      <EmptyState
        title="No chats yet"
        text="Tell the clinical assistant what is bothering you. It asks a few questions and writes up a summary for you and your clinician."
        action={<StartChatButton />}
      />
    );
  }
  return (
    <>
      {completed.isError ? (
        <Notice tone="warning">
          Which chats are complete could not be loaded. Reload the page to try again.
        </Notice>
      ) : null}
      <ul className={styles.list} aria-label="Chats, newest first">
        {chats.map((chat) => (
          <ChatListItem
            key={chat.id}
            chat={chat}
            timeZone={timeZone}
            complete={completed.data?.has(chat.id)}
          />
        ))}
      </ul>
      <Pager
        hasMore={pages.hasNextPage}
        loading={pages.isFetchingNextPage}
        onLoadMore={() => void pages.fetchNextPage()}
        loadingLabel="Loading older chats"
      />
    </>
  );
}

'use client';

import { Link } from '@/components/ui/link';
import { ChatName } from '@/components/chat-name/chat-name';
import { Skeleton } from '@/components/ui/skeleton';
import { useRecentChats } from '@/lib/client/chat/use-chats';
import { QueryError } from '@/components/ui/query-state';
import { HomeCard } from './home-card';
import styles from './home.module.css';
import { useDisplayTimeZone } from '@/lib/client/time-zone';

export function RecentChats() {
  const chats = useRecentChats();
  const timeZone = useDisplayTimeZone();
  return (
    <HomeCard title="Recent chats" wide>
      {chats.isPending ? <Skeleton label="Loading your chats" lines={3} /> : null}
      {chats.isError ? (
        <QueryError
          headingLevel={3}
          what="your chats"
          error={chats.error}
          onRetry={() => void chats.refetch()}
        />
      ) : null}
      {chats.data?.length === 0 ? (
        <p className={styles.muted}>No chats yet. Start one when something is bothering you.</p>
      ) : null}
      {chats.data && chats.data.length > 0 ? (
        <>
          <ul className={styles.chats}>
            {chats.data.map((chat) => (
              <li key={chat.id}>
                <Link href={`/chats/${encodeURIComponent(chat.id)}`}>
                  <ChatName chat={chat} timeZone={timeZone} />
                </Link>
              </li>
            ))}
          </ul>
          <Link href="/chats">All chats</Link>
        </>
      ) : null}
    </HomeCard>
  );
}

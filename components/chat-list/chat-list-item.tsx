import { Link } from '@/components/ui/link';
import { ChatName } from '@/components/chat-name/chat-name';
import type { NamedChat } from '@/lib/chat-name/chat-name';
import styles from './chat-list.module.css';

export interface ChatListItemProps {
  chat: NamedChat;
  timeZone: string;
  /** Undefined while it is not known (the completed chats could not be read). */
  complete: boolean | undefined;
}

/** One chat: what it is about, when it started, and whether it is complete; the whole row opens it. */
export function ChatListItem({ chat, timeZone, complete }: ChatListItemProps) {
  return (
    <li className={styles.item}>
      <Link className={styles.link} href={`/chats/${encodeURIComponent(chat.id)}`}>
        <span className={styles.title}>
          <ChatName chat={chat} timeZone={timeZone} />
        </span>
        {complete === undefined ? null : (
          <span className={complete ? styles.complete : styles.open}>
            {complete ? 'Complete' : 'In progress'}
          </span>
        )}
      </Link>
    </li>
  );
}

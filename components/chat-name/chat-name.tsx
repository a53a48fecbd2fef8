'use client';

import { ListTime } from '@/components/ui/local-time';
import { chatSubjectText, type NamedChat } from '@/lib/chat-name/chat-name';
import styles from './chat-name.module.css';

/**
 * A chat as a person recognises it: its subject (the patient's first words, as text) over when it
 * began ("5 min. ago", the full time on hover and for screen readers). Inline content, for a link, a
 * label or a heading.
 */
export function ChatName({
  chat,
  timeZone,
}: {
  chat: Pick<NamedChat, 'subject' | 'createdAt'>;
  timeZone: string;
}) {
  return (
    <span className={styles.name}>
      <span className={styles.subject}>{chatSubjectText(chat.subject)}</span>{' '}
      <ListTime className={styles.when} instant={chat.createdAt} timeZone={timeZone} />
    </span>
  );
}

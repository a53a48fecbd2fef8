import { memo } from 'react';
import { MarkdownDocument } from '@/components/documents/markdown-document';
import { classNames } from '@/components/ui/class-names';
import { LocalTime } from '@/components/ui/local-time';
import styles from './chat.module.css';
import { useDisplayTimeZone } from '@/lib/client/time-zone';

export interface MessageProps {
  role: string;
  content: string;
  createdAt?: string;
  /** The reply is still being written. */
  streaming?: boolean;
  /** Shown under the text, e.g. "Stopped". */
  mark?: string;
}

/**
 * One message, memoized: a long chat re-renders its list for every chunk of a streamed reply, and only
 * the message that changed should do any work. The patient's words are shown exactly as typed (plain text, whitespace kept); the
 * assistant's Markdown goes through the one sanitizer, limited to paragraphs, emphasis and lists.
 */
export const Message = memo(function Message({ role, content, createdAt, streaming = false, mark }: MessageProps) {
  const fromPatient = role === 'user';
  const timeZone = useDisplayTimeZone();
  return (
    <article
      className={classNames(styles.message, fromPatient ? styles.fromPatient : styles.fromAssistant)}
      aria-busy={streaming || undefined}
    >
      <h2 className={styles.author}>
        {fromPatient ? 'You' : 'Assistant'}
        {createdAt ? (
          <>
            {' · '}
            <LocalTime instant={createdAt} timeZone={timeZone} show="time" />
          </>
        ) : null}
      </h2>
      {/* Above the text, so that it stays put while the reply grows below it. */}
      {streaming ? <p className={styles.writingStatus}>Writing…</p> : null}
      {fromPatient ? (
        <p className={styles.patientText}>{content}</p>
      ) : (
        <MarkdownDocument markdown={content} profile="chat" className={styles.assistantText} />
      )}
      {mark ? <p className={styles.mark}>{mark}</p> : null}
    </article>
  );
});

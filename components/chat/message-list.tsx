'use client';

import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { classNames } from '@/components/ui/class-names';
import { Notice } from '@/components/ui/notice';
import { Pager } from '@/components/ui/pager';
import type { ChatViewModel } from '@/lib/client/chat/use-chat-view';
import { useKeepPositionWhilePrepending, useStickToBottom } from '@/lib/client/chat/use-stick-to-bottom';
import { CtaCard } from './cta-card';
import { Message } from './message';
import styles from './chat.module.css';

function Offtopic({ message }: { message: string | null }) {
  return (
    <Notice tone="warning" title="Off topic" className={styles.offtopic}>
      {message ?? 'I can only help with health questions.'}
    </Notice>
  );
}

/**
 * The latest stored entries are laid out at once: the chat opens at its end, and an entry laid out only as it
 * comes into view would grow there and push the documents and the composer out from under the reader.
 */
const LAID_OUT_AT_END = 12;

/** The conversation: stored history (older pages on demand, the view kept still), then the live turn. */
export function MessageList({ chatId, view }: { chatId: string; view: ChatViewModel }) {
  const { messagesQuery, timeline, liveReplies, liveOfftopic, liveCtas, pendingUserText, turn, artifacts } = view;
  const { atBottom, jumpToLatest, follow } = useStickToBottom();
  const pageCount = messagesQuery.data?.pages.length ?? 0;
  const list = useRef<HTMLOListElement>(null);
  const rememberPosition = useKeepPositionWhilePrepending(pageCount, list);
  const liveLength = liveReplies.reduce((sum, reply) => sum + reply.text.length, 0);
  const lastId = timeline.at(-1)?.message.messageId;
  useEffect(() => follow(), [follow, liveLength, lastId, pendingUserText, liveCtas.length]);
  const stopped = turn.outcome?.kind === 'stopped';

  return (
    <div className={styles.history}>
      <Pager
        hasMore={Boolean(messagesQuery.hasNextPage)}
        loading={messagesQuery.isFetchingNextPage}
        onLoadMore={() => {
          rememberPosition();
          void messagesQuery.fetchNextPage();
        }}
        label="Load older messages"
        loadingLabel="Loading older messages"
      />
      <ol ref={list} className={styles.messages} aria-label="Conversation">
        {timeline.map(({ message, offtopic, ctas }, index) => (
          <li
            key={message.messageId}
            className={classNames(styles.entry, index >= timeline.length - LAID_OUT_AT_END && styles.laidOut)}
          >
            <Message role={message.role} content={message.content} createdAt={message.createdAt} />
            {offtopic.map((event) => (
              <Offtopic key={event.at} message={event.message} />
            ))}
            {ctas.map((event) => (
              <CtaCard key={event.at} chatId={chatId} skillCode={event.skillCode} text={event.text} hasDocuments={artifacts !== null} />
            ))}
          </li>
        ))}
        {pendingUserText !== null ? (
          <li className={styles.entry}>
            <Message role="user" content={pendingUserText} createdAt={view.sentAt ?? undefined} />
            {liveOfftopic.map((event, index) => (
              <Offtopic key={index} message={event.message} />
            ))}
          </li>
        ) : null}
        {liveReplies.map((reply) => (
          <li key={reply.messageId} className={styles.entry}>
            <Message
              role="assistant"
              content={reply.text}
              createdAt={reply.timestamp === null ? undefined : new Date(reply.timestamp).toISOString()}
              streaming={!reply.finished && (turn.phase === 'streaming' || turn.phase === 'sending')}
              mark={stopped && !reply.finished ? 'Stopped — the reply was not finished' : undefined}
            />
          </li>
        ))}
        {liveCtas.map((event, index) => (
          <li key={`cta-${index}`} className={styles.entry}>
            <CtaCard chatId={chatId} skillCode={event.skillCode} text={event.text ?? null} hasDocuments={artifacts !== null} />
          </li>
        ))}
      </ol>
      {turn.phase === 'sending' ? <p className={styles.writing}>Sending…</p> : null}
      {atBottom ? null : (
        <Button className={styles.jump} variant="secondary" size="small" onClick={jumpToLatest}>
          Jump to latest
        </Button>
      )}
    </div>
  );
}

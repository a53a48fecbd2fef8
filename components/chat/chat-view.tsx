'use client';

import { useEffect, useRef } from 'react';
import { classNames } from '@/components/ui/class-names';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { replyText } from '@/lib/client/chat/chat-turn';
import { useChatView } from '@/lib/client/chat/use-chat-view';
import { ClosedComposer } from './closed-composer';
import { Composer } from './composer';
import { DocumentsPanel } from './documents-panel';
import { MessageList } from './message-list';
import { ReplyAnnouncer } from './reply-announcer';
import { SafetyPanel } from './safety-panel';
import { TurnNotice } from './turn-notice';
import styles from './chat.module.css';

/** The conversation page: history, the running turn, every control event's own state, and the composer. */
export function ChatView({ chatId }: { chatId: string }) {
  const view = useChatView(chatId);
  const { turn, messagesQuery, draft } = view;
  const heading = useRef<HTMLHeadingElement>(null);
  // Without scrolling: the conversation opens at its latest message (the list scrolls there itself).
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  const { closed } = view;
  const liveText = replyText(turn);

  return (
    <main id="main" className={styles.chat}>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        Chat
      </h1>
      {turn.guardian ? <SafetyPanel message={turn.guardian.message} /> : null}
      {messagesQuery.isPending ? (
        <Skeleton label="Loading the conversation" lines={4} />
      ) : messagesQuery.isError ? (
        <ErrorState
          title="The conversation could not be loaded"
          message={messagesQuery.error.message}
          onRetry={() => void messagesQuery.refetch()}
          requestId={'requestId' in messagesQuery.error ? (messagesQuery.error.requestId as string | null) : null}
        />
      ) : (
        <>
          {view.timeline.length === 0 && turn.phase === 'idle' && !closed ? (
            <p className={styles.muted}>Tell the assistant what is bothering you, in your own words.</p>
          ) : null}
          <MessageList chatId={chatId} view={view} />
        </>
      )}
      <TurnNotice
        chatId={chatId}
        outcome={turn.outcome}
        requestId={turn.requestId}
        messageLanded={view.messageLanded}
        onSendAgain={() => turn.userText !== null && view.send(turn.userText)}
      />
      {view.artifacts ? <DocumentsPanel artifacts={view.artifacts} /> : null}
      <ReplyAnnouncer text={liveText} finished={turn.phase === 'settled'} turnKey={turn.userText ?? ''} />
      <footer className={classNames(styles.footer, closed && styles.footerClosed)}>
        {closed ? (
          <ClosedComposer reason={turn.end?.reason ?? null} message={turn.end?.message ?? null} safety={turn.guardian !== null} />
        ) : (
          <Composer
            text={draft.text}
            onTextChange={draft.update}
            onSend={view.send}
            onStop={view.stop}
            running={view.running}
            canSend={view.canSendNow}
            onSent={draft.clearComposer}
          />
        )}
      </footer>
    </main>
  );
}

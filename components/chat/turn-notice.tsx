'use client';

import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { RequestReference } from '@/components/ui/request-reference';
import { BFF_ERROR_CODES } from '@/lib/contract/bff/error-codes';
import type { TurnOutcome } from '@/lib/client/chat/chat-turn';
import { useCountdown } from '@/lib/client/chat/use-countdown';
import styles from './chat.module.css';

export interface TurnNoticeProps {
  chatId: string;
  outcome: TurnOutcome | null;
  requestId: string | null;
  /** Whether the patient's message is among the stored ones; null until the messages were re-read. */
  messageLanded: boolean | null;
  onSendAgain: () => void;
}

/** How the last turn ended when it did not simply complete: stopped, interrupted or refused. */
export function TurnNotice({ chatId, outcome, requestId, messageLanded, onSendAgain }: TurnNoticeProps) {
  const retryAt = outcome?.kind === 'error' ? outcome.retryAt : null;
  const secondsLeft = useCountdown(retryAt);
  if (!outcome) return null;
  switch (outcome.kind) {
    case 'stopped':
      return (
        <Notice tone="info" role="status" title="You stopped the reply">
          What arrived is kept above.
        </Notice>
      );
    case 'interrupted':
      return (
        <Notice tone="warning" role="status" title="The reply was interrupted">
          <p>The connection dropped before the reply finished; what arrived is kept.</p>
          {messageLanded === null ? <p>Checking whether your message was received…</p> : null}
          {messageLanded === true ? (
            <p>Your message was received. You can carry on when you are ready.</p>
          ) : null}
          {messageLanded === false ? (
            <>
              <p>Your message did not reach us.</p>
              <Button onClick={onSendAgain}>Send again</Button>
            </>
          ) : null}
          <RequestReference requestId={requestId} />
        </Notice>
      );
    case 'error':
      if (outcome.code === BFF_ERROR_CODES.authRequired) {
        return (
          <Notice tone="warning" role="alert" title="Please sign in again">
            <p>Your session ended. What you wrote is kept and will be here after you sign in.</p>
            <Link href={`/sign-in?next=${encodeURIComponent(`/chats/${chatId}`)}`}>Sign in</Link>
          </Notice>
        );
      }
      return (
        <Notice tone="danger" role="alert" title="Your message was not answered">
          <p>{outcome.message}</p>
          {secondsLeft > 0 ? (
            <p className={styles.countdown} aria-live="off">
              You can send it again in {secondsLeft} s.
            </p>
          ) : (
            <p>You can send it again now.</p>
          )}
          <Button onClick={onSendAgain} disabled={secondsLeft > 0}>
            Send again
          </Button>
          <RequestReference requestId={requestId} />
        </Notice>
      );
    default:
      return null;
  }
}

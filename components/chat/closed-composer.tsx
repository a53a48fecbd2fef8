'use client';

import { StartChatButton } from '@/components/chat-start/start-chat-button';
import { Notice } from '@/components/ui/notice';
import styles from './chat.module.css';

const END_REASONS: Record<string, string> = {
  abusive_language: 'The conversation was ended because of the language used.',
  repeated_offtopic: 'The conversation was ended because it kept moving away from health questions.',
  safety_escalation: 'The conversation was ended so that you can get the right help straight away.',
  consultation_complete: 'This chat is complete.',
};

/** In place of the composer once the chat is closed: by an end (with its reason) or a safety event. */
export function ClosedComposer({ reason, message, safety }: { reason: string | null; message: string | null; safety: boolean }) {
  const words = safety
    ? 'This chat is closed for your safety.'
    : (END_REASONS[reason ?? ''] ?? `The conversation has ended (${reason ?? 'no reason given'}).`);
  // The service's own message says why the chat ended, a completed one in its own words and often the
  // sentence above: say it once.
  const serviceMessage = message && !safety ? message : null;
  const said = serviceMessage !== null && (serviceMessage.startsWith(words) || reason === 'consultation_complete');
  return (
    <div className={styles.closed}>
      <Notice tone={safety ? 'danger' : 'info'} title="This conversation has ended">
        {said ? null : <p>{words}</p>}
        {serviceMessage ? <p>{serviceMessage}</p> : null}
      </Notice>
      {/* The same button as the home page's: one chat per attempt, and a failure with its reference. */}
      {safety ? null : <StartChatButton label="New chat" />}
    </div>
  );
}

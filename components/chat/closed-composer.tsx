'use client';

import { Button, Notice } from '@/components/ui';
import { useNewConsultation } from '@/lib/client/use-new-consultation';
import styles from './chat.module.css';

const END_REASONS: Record<string, string> = {
  abusive_language: 'The conversation was ended because of the language used.',
  repeated_offtopic: 'The conversation was ended because it kept moving away from health questions.',
  safety_escalation: 'The conversation was ended so that you can get the right help straight away.',
  consultation_complete: 'This consultation is complete.',
};

/** In place of the composer once the chat is closed: by an end (with its reason) or a safety event. */
export function ClosedComposer({ reason, message, safety }: { reason: string | null; message: string | null; safety: boolean }) {
  const start = useNewConsultation();
  const words = safety
    ? 'This consultation is closed for your safety.'
    : (END_REASONS[reason ?? ''] ?? `The conversation has ended (${reason ?? 'no reason given'}).`);
  return (
    <div className={styles.closed}>
      <Notice tone={safety ? 'danger' : 'info'} title="This conversation has ended">
        <p>{words}</p>
        {message && !safety ? <p>{message}</p> : null}
      </Notice>
      {safety ? null : (
        <Button onClick={() => start.mutate()} busy={start.isPending} busyLabel="Starting a consultation">
          New consultation
        </Button>
      )}
      {start.error ? <p role="alert">{start.error.message}</p> : null}
    </div>
  );
}

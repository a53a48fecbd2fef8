'use client';

import { useRef, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import styles from './chat.module.css';

export interface ComposerProps {
  text: string;
  onTextChange: (text: string) => void;
  /** Returns whether the turn started. */
  onSend: (text: string) => boolean;
  onStop: () => void;
  running: boolean;
  /** A turn may start now (none running, no wait left). */
  canSend: boolean;
  onSent: () => void;
}

/** The patient's message box: Enter sends, Shift+Enter is a new line; Stop while a reply is written. */
export function Composer({ text, onTextChange, onSend, onStop, running, canSend, onSent }: ComposerProps) {
  const input = useRef<HTMLTextAreaElement>(null);
  const sendable = canSend && !running && text.trim().length > 0;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!sendable) return;
    if (onSend(text)) onSent();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };
  return (
    <form className={styles.composer} onSubmit={submit} aria-label="Send a message">
      <label htmlFor="chat-composer" className={styles.composerLabel}>
        Your message
      </label>
      <div className={styles.composerRow}>
        <textarea
          id="chat-composer"
          ref={input}
          className={styles.composerInput}
          value={text}
          rows={2}
          maxLength={10_000}
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby="chat-composer-hint"
        />
        {running ? (
          <Button variant="secondary" className={styles.composerAction} onClick={onStop}>
            Stop
          </Button>
        ) : (
          <Button type="submit" className={styles.composerAction} disabled={!sendable}>
            Send
          </Button>
        )}
      </div>
      <p id="chat-composer-hint" className={styles.composerHint}>
        Enter sends, Shift+Enter starts a new line.
      </p>
    </form>
  );
}

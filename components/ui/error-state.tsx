import type { ReactNode } from 'react';
import { Button } from './button';
import { classNames } from './class-names';
import { RequestReference } from './request-reference';
import styles from './state-panel.module.css';

export interface ErrorStateProps {
  title?: ReactNode;
  /** What went wrong, in words. */
  message: ReactNode;
  /** What the person can do next; by default, to try again (and to quote the reference if it persists). */
  nextStep?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  retrying?: boolean;
  /** The request id, small, for support. */
  requestId?: string | null;
  /** Other actions, such as a link home. */
  action?: ReactNode;
  headingLevel?: 2 | 3;
  /** Announce at once; for errors that replace content the person was looking at. */
  alert?: boolean;
}

export function ErrorState({
  title = 'Something went wrong',
  message,
  nextStep,
  onRetry,
  retryLabel = 'Try again',
  retrying = false,
  requestId,
  action,
  headingLevel = 2,
  alert = false,
}: ErrorStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const advice =
    nextStep ??
    (requestId
      ? 'Try again in a moment. If it keeps happening, contact support with the reference below.'
      : 'Try again in a moment.');
  return (
    <section className={classNames(styles.panel, styles.error)} role={alert ? 'alert' : undefined}>
      <Heading className={styles.title}>{title}</Heading>
      <p>{message}</p>
      {advice ? <p className={styles.text}>{advice}</p> : null}
      {onRetry || action ? (
        <div className={styles.actions}>
          {onRetry ? (
            <Button variant="secondary" onClick={onRetry} busy={retrying}>
              {retryLabel}
            </Button>
          ) : null}
          {action}
        </div>
      ) : null}
      <RequestReference requestId={requestId} />
    </section>
  );
}

import { Notice } from '@/components/ui';
import { describeActionError } from './api-error-state';
import styles from './booking.module.css';

/** A failed action in words, with the reference for support; announced at once. */
export function ActionError({ error, title }: { error: unknown; title?: string }) {
  if (!error) return null;
  const { message, requestId } = describeActionError(error);
  return (
    <Notice tone="danger" role="alert" title={title}>
      <p>{message}</p>
      {requestId ? (
        <p className={styles.reference}>
          Reference: <code>{requestId}</code>
        </p>
      ) : null}
    </Notice>
  );
}

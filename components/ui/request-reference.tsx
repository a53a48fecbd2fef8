import { classNames } from './class-names';
import styles from './request-reference.module.css';

/** The request id of a failure, small and selectable, for support: the one way every error shows it. */
export function RequestReference({ requestId, className }: { requestId: string | null | undefined; className?: string }) {
  if (!requestId) return null;
  return (
    <p className={classNames(styles.reference, className)}>
      Reference: <code>{requestId}</code>
    </p>
  );
}

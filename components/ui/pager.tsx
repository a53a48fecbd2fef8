import { Button } from './button';
import styles from './pager.module.css';

export interface PagerProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** "Load older" for history, "Show more" for lists. */
  label?: string;
  loadingLabel?: string;
  /** Said once everything is loaded; nothing is shown without it. */
  endText?: string;
}

/** The "Load older" control of a paged list (React Query's fetchNextPage behind it). */
export function Pager({
  hasMore,
  loading,
  onLoadMore,
  label = 'Load older',
  loadingLabel = 'Loading',
  endText,
}: PagerProps) {
  if (!hasMore) {
    return endText ? (
      <div className={styles.pager}>
        <p className={styles.end}>{endText}</p>
      </div>
    ) : null;
  }
  return (
    <div className={styles.pager}>
      <Button variant="secondary" busy={loading} busyLabel={loadingLabel} onClick={onLoadMore}>
        {label}
      </Button>
    </div>
  );
}

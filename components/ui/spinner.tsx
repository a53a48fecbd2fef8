import { classNames } from './class-names';
import styles from './spinner.module.css';
import { VisuallyHidden } from './visually-hidden';

export interface SpinnerProps {
  /** What is happening, for screen readers. */
  label?: string;
  size?: 'small' | 'medium' | 'large';
  /** Standalone spinners announce themselves politely; one inside a busy control does not need to. */
  announce?: boolean;
  className?: string;
}

export function Spinner({ label = 'Loading', size = 'medium', announce = false, className }: SpinnerProps) {
  return (
    <span
      className={classNames(
        styles.spinner,
        size === 'small' && styles.small,
        size === 'large' && styles.large,
        className,
      )}
      role={announce ? 'status' : undefined}
    >
      <span className={styles.circle} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}

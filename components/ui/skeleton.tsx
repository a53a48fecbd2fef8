import { classNames } from './class-names';
import styles from './skeleton.module.css';
import { VisuallyHidden } from './visually-hidden';

export interface SkeletonProps {
  /** Said to screen readers in place of the grey shapes. */
  label?: string;
  /** Lines of text to stand in for. */
  lines?: number;
  /** A heading-sized bar first. */
  withTitle?: boolean;
  /** A block (a card, a chart) instead of lines. */
  block?: boolean;
  className?: string;
}

/** The shape of content still loading; it reserves the space so nothing shifts when it arrives. */
export function Skeleton({
  label = 'Loading',
  lines = 3,
  withTitle = false,
  block = false,
  className,
}: SkeletonProps) {
  const count = block ? 1 : Math.max(1, Math.floor(lines));
  return (
    <div className={classNames(styles.skeleton, className)} role="status">
      <VisuallyHidden>{label}</VisuallyHidden>
      {withTitle ? <span className={classNames(styles.bar, styles.title)} aria-hidden="true" /> : null}
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={classNames(styles.bar, block && styles.block)} aria-hidden="true" />
      ))}
    </div>
  );
}

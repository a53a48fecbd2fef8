import type { ComponentProps } from 'react';
import { classNames } from './class-names';
import styles from './visually-hidden.module.css';

/** Read by screen readers, not shown. */
export function VisuallyHidden({ className, ...props }: ComponentProps<'span'>) {
  return <span className={classNames(styles.hidden, className)} {...props} />;
}

import type { ReactNode } from 'react';
import { classNames } from './class-names';
import styles from './notice.module.css';

export type NoticeTone = 'info' | 'success' | 'warning' | 'danger';

export interface NoticeProps {
  tone?: NoticeTone;
  title?: ReactNode;
  children?: ReactNode;
  /** `status` announces politely, `alert` at once; leave unset for a notice present from the start. */
  role?: 'status' | 'alert';
  className?: string;
}

// Colour is never the only signal: the tone is also said in words to screen readers.
const TONE_WORDS: Record<NoticeTone, string> = {
  info: 'Information',
  success: 'Done',
  warning: 'Warning',
  danger: 'Problem',
};

export function Notice({ tone = 'info', title, children, role, className }: NoticeProps) {
  return (
    <div className={classNames(styles.notice, styles[tone], className)} role={role} data-tone={tone}>
      <p className={styles.title}>{title ?? TONE_WORDS[tone]}</p>
      {typeof children === 'string' ? <p>{children}</p> : children}
    </div>
  );
}

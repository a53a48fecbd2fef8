import type { ReactNode } from 'react';
import styles from './state-panel.module.css';

export interface EmptyStateProps {
  title: ReactNode;
  text?: ReactNode;
  /** What to do about it, such as a link or button to create the first item. */
  action?: ReactNode;
  headingLevel?: 2 | 3;
}

export function EmptyState({ title, text, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.panel}>
      <Heading className={styles.title}>{title}</Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action ? <div className={styles.actions}>{action}</div> : null}
    </section>
  );
}

import type { ReactNode } from 'react';
import { classNames } from '@/components/ui/class-names';
import styles from './home.module.css';

/** One section of the patient's home. */
export function HomeCard({
  title,
  wide = false,
  children,
}: {
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={classNames(styles.card, wide && styles.wide)} aria-label={title}>
      <h2 className={styles.cardTitle}>{title}</h2>
      {children}
    </section>
  );
}

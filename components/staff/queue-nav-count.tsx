'use client';

import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { countOf } from '@/lib/client/count-of';
import { useLiveQueue } from './work-queue-live';
import styles from './work-queue.module.css';

/** The open items beside "Queue" in the nav; the safety events among them are said first. */
export function QueueNavCount() {
  const counts = useLiveQueue()?.counts;
  if (!counts || counts.open === 0) return null;
  const label = counts.safety
    ? `${countOf(counts.open, 'open item')}, ${countOf(counts.safety, 'safety event')}`
    : countOf(counts.open, 'open item');
  return (
    <span className={counts.safety ? `${styles.navCount} ${styles.navCountUrgent}` : styles.navCount}>
      <span aria-hidden="true">{counts.open}</span>
      <VisuallyHidden>, {label}</VisuallyHidden>
    </span>
  );
}

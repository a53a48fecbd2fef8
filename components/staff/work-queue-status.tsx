'use client';

import { Button } from '@/components/ui/button';
import type { LiveStatus } from '@/lib/client/staff/use-work-queue-live';
import { useLiveQueue } from './work-queue-live';
import styles from './work-queue.module.css';

const STATUS_WORDS: Record<LiveStatus, string> = {
  connecting: 'Connecting…',
  live: 'Live: changes appear as they happen',
  reconnecting: 'Reconnecting… the list may be out of date',
};

/** Whether this console hears changes now; said politely when it changes. */
export function QueueLiveStatus({ status }: { status: LiveStatus }) {
  return (
    <p
      role="status"
      className={status === 'reconnecting' ? `${styles.live} ${styles.liveLost}` : styles.live}
    >
      {STATUS_WORDS[status]}
    </p>
  );
}

/** "Turn on alerts": the browser's permission, asked from this click; then a desktop note and a sound. */
export function QueueAlertsButton() {
  const alerts = useLiveQueue()?.alerts;
  if (!alerts || alerts.state === 'unsupported') return null;
  if (alerts.state === 'blocked') {
    return <p className={styles.meta}>Alerts are blocked in this browser&apos;s site settings.</p>;
  }
  if (alerts.state === 'on') {
    return (
      <Button size="small" variant="ghost" onClick={alerts.turnOff}>
        Alerts on — turn off
      </Button>
    );
  }
  return (
    <Button size="small" variant="secondary" onClick={() => void alerts.turnOn()}>
      Turn on alerts
    </Button>
  );
}

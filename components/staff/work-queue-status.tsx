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

const STATUSES = Object.keys(STATUS_WORDS) as LiveStatus[];

const classOf = (status: LiveStatus) =>
  status === 'reconnecting' ? `${styles.live} ${styles.liveLost}` : styles.live;

/**
 * Whether this console hears changes now; said politely when it changes. The other states' words sit
 * unseen and unheard in the same place, so the line is as large as the largest from the first paint and
 * "Connecting…" becoming "Live: …" moves nothing beside it (the alerts button would wrap on a phone).
 */
export function QueueLiveStatus({ status }: { status: LiveStatus }) {
  return (
    <div className={styles.liveLine}>
      <p role="status" className={classOf(status)}>
        {STATUS_WORDS[status]}
      </p>
      {STATUSES.filter((other) => other !== status).map((other) => (
        <p key={other} aria-hidden="true" className={`${classOf(other)} ${styles.liveReserve}`}>
          {STATUS_WORDS[other]}
        </p>
      ))}
    </div>
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

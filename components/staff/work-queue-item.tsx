'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { LocalTime } from '@/components/ui/local-time';
import { describeFailure } from '@/components/ui/query-state';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { useAssignQueueItem, useCompleteQueueItem } from '@/lib/client/staff/use-work-queue';
import { formatWaited, type ShownItem } from '@/lib/client/staff/queue-view';
import type { StaffAccountRow, StaffSessionInfo, WorkQueueSection } from '@/lib/contract/bff';
import styles from './work-queue.module.css';

const DONE_LABELS: Record<WorkQueueSection, string> = {
  safety: 'Acknowledge',
  waiting: 'Done',
  documents: 'Mark reviewed',
  visit: 'Done',
  mail: 'Done',
};

const OPEN_LABELS: Record<WorkQueueSection, string> = {
  safety: 'Open the chat',
  waiting: 'Open the patient',
  documents: 'Read the SOAP note',
  visit: 'Open the patient',
  mail: 'Open the patient',
};

function When({ item, zone, now }: { item: ShownItem; zone: string; now: number }) {
  if (item.section === 'visit' && item.startsAt) {
    return (
      <>
        Starts <LocalTime instant={item.startsAt} timeZone={zone} show="time" /> (in{' '}
        {formatWaited(new Date(now).toISOString(), Date.parse(item.startsAt))})
      </>
    );
  }
  if (item.section === 'waiting') {
    return (
      <>
        Place {item.place} · waiting {formatWaited(item.at, now)} (since{' '}
        <LocalTime instant={item.at} timeZone={zone} show="time" />)
      </>
    );
  }
  return (
    <>
      <LocalTime instant={item.at} timeZone={zone} /> · {formatWaited(item.at, now)} ago
    </>
  );
}

/** Only an admin gives an item to someone else; the list of staff is theirs to read. */
function Reassign({ item, accounts }: { item: ShownItem; accounts: StaffAccountRow[] }) {
  const assign = useAssignQueueItem();
  const [staffId, setStaffId] = useState('');
  const choices = accounts.filter((account) => !account.disabledAt && account.id !== item.assignedTo?.id);
  if (choices.length === 0) return null;
  return (
    <form
      className={styles.reassign}
      onSubmit={(event) => {
        event.preventDefault();
        if (staffId) assign.mutate({ itemKey: item.key, staffId }, { onSuccess: () => setStaffId('') });
      }}
    >
      <label className={styles.reassignLabel}>
        <span>Reassign to</span>
        <select value={staffId} onChange={(event) => setStaffId(event.target.value)}>
          <option value="">Choose…</option>
          {choices.map((account) => (
            <option key={account.id} value={account.id}>
              {account.email}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" size="small" variant="secondary" busy={assign.isPending} disabled={!staffId}>
        Reassign
      </Button>
      {assign.isError ? (
        <p role="alert" className={styles.itemError}>
          {describeFailure(assign.error).message}
        </p>
      ) : null}
    </form>
  );
}

/**
 * One thing to do: the patient, what happened and when, where to act, who took it, and the two actions.
 * An item that left the queue while the list held still stays in place, greyed, without actions.
 */
export function WorkQueueItemCard({
  item,
  me,
  zone,
  now,
  accounts,
}: {
  item: ShownItem;
  me: StaffSessionInfo | undefined;
  zone: string;
  now: number;
  accounts: StaffAccountRow[] | undefined;
}) {
  const assign = useAssignQueueItem();
  const complete = useCompleteQueueItem();
  const mine = item.assignedTo !== null && item.assignedTo.id === me?.id;
  const isAdmin = me?.role === 'admin';
  const canTake = !mine && (item.assignedTo === null || isAdmin);
  const titleId = `queue-item-${item.key}`;
  const failure = assign.error ?? complete.error;
  return (
    <li className={item.gone ? `${styles.item} ${styles.itemGone}` : styles.item} aria-labelledby={titleId}>
      <div className={styles.itemMain}>
        <h3 id={titleId} className={styles.itemTitle}>
          {item.patient.name}
          {item.gone ? <span className={styles.goneTag}> — no longer open</span> : null}
        </h3>
        <p className={styles.summary}>
          {item.summary}
          {item.guardianId ? <span className={styles.mono}> ({item.guardianId})</span> : null}
        </p>
        <p className={styles.meta}>
          <When item={item} zone={zone} now={now} />
        </p>
        <p className={styles.meta}>
          {item.assignedTo ? <>Taken by {mine ? 'you' : item.assignedTo.email}</> : <>Not taken yet</>}
        </p>
      </div>
      {item.gone ? null : (
        <div className={styles.actions}>
          <Link href={item.href} className={styles.openLink}>
            {OPEN_LABELS[item.section]}
            <VisuallyHidden>: {item.patient.name}</VisuallyHidden>
          </Link>
          {canTake ? (
            <Button
              size="small"
              variant="secondary"
              busy={assign.isPending}
              busyLabel="Taking it"
              onClick={() => assign.mutate({ itemKey: item.key })}
              aria-describedby={titleId}
            >
              I&apos;ll take it
            </Button>
          ) : null}
          <Button
            size="small"
            busy={complete.isPending}
            busyLabel="Saving"
            onClick={() => complete.mutate(item.key)}
            aria-describedby={titleId}
          >
            {DONE_LABELS[item.section]}
          </Button>
          {isAdmin && accounts ? <Reassign item={item} accounts={accounts} /> : null}
          {failure ? (
            <p role="alert" className={styles.itemError}>
              {describeFailure(failure).message}
            </p>
          ) : null}
        </div>
      )}
    </li>
  );
}

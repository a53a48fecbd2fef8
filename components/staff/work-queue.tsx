'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { countOf } from '@/lib/client/count-of';
import { staffAccountsQuery } from '@/lib/client/staff/queries';
import {
  holdStill,
  matchesFilter,
  shownItems,
  waitingItems,
  type QueueFilter,
} from '@/lib/client/staff/queue-view';
import { useStaffSession } from '@/lib/client/staff/use-staff-data';
import { useWorkQueue } from '@/lib/client/staff/use-work-queue';
import { useDisplayTimeZone } from '@/lib/client/time-zone';
import {
  WORK_QUEUE_SECTIONS,
  type WorkQueueItem,
  type WorkQueueSection,
} from '@/lib/contract/bff/work-queue-values';
import { QueueAlertsButton, QueueLiveStatus } from './work-queue-status';
import { WorkQueueItemCard } from './work-queue-item';
import { useLiveQueue } from './work-queue-live';
import styles from './work-queue.module.css';

const SECTION_TITLES: Record<WorkQueueSection, string> = {
  safety: 'Safety events to acknowledge',
  waiting: 'ASAP waiting room',
  documents: 'Documents to review',
  visit: 'Visits starting within two hours',
  mail: 'E-mails that failed to send',
};

const SECTION_EMPTY: Record<WorkQueueSection, string> = {
  safety: 'No safety event waits for acknowledgement.',
  waiting: 'No one is waiting.',
  documents: 'Every completed chat has been reviewed.',
  visit: 'No scheduled visit starts in the next two hours.',
  mail: 'No e-mail to a patient has failed.',
};

const FILTERS: { value: QueueFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'mine', label: 'Mine' },
  { value: 'unassigned', label: 'Not taken' },
];

/** Ticks once a minute so that waiting times stay true; the server is not asked. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The staff console's first page: who needs staff now, section by section (ADR 0093). The list holds
 * still while it is read: new items wait above it, counted and announced politely, until "Show".
 */
export function WorkQueueView() {
  const query = useWorkQueue();
  const session = useStaffSession();
  const me = session.data;
  const accounts = useQuery({ ...staffAccountsQuery, enabled: me?.role === 'admin' });
  const zone = useDisplayTimeZone();
  const now = useMinuteClock();
  const live = useLiveQueue();
  const [filter, setFilter] = useState<QueueFilter>('all');
  const [view, setView] = useState<{ source: WorkQueueItem[] | undefined; pinned: WorkQueueItem[] | null }>({
    source: undefined,
    pinned: null,
  });
  const latest = query.data?.items;
  // Adjusted while rendering (not in an effect), so that no frame shows the list moved.
  if (latest && latest !== view.source) setView({ source: latest, pinned: holdStill(view.pinned, latest) });

  const pinned = view.pinned ?? latest ?? [];
  const visible = (item: WorkQueueItem) => matchesFilter(item, filter, me?.id);
  const waiting = latest ? waitingItems(pinned, latest).filter(visible) : [];
  const shown = latest ? shownItems(pinned, latest).filter(visible) : [];
  const showLatest = () => latest && setView({ source: latest, pinned: [...latest] });
  const goneCount = shown.filter((item) => item.gone).length;

  return (
    <>
      <div className={styles.toolbar}>
        <fieldset className={styles.filters}>
          <legend>Show</legend>
          {FILTERS.map((option) => (
            <label key={option.value} className={styles.filterOption}>
              <input
                type="radio"
                name="queue-filter"
                value={option.value}
                checked={filter === option.value}
                onChange={() => setFilter(option.value)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        <div className={styles.liveTools}>
          <QueueLiveStatus status={live?.status ?? 'connecting'} />
          <QueueAlertsButton />
        </div>
      </div>
      <div role="status" className={styles.announcer}>
        {waiting.length > 0 ? `${countOf(waiting.length, 'new item')} in the work queue.` : ''}
      </div>
      {waiting.length > 0 || goneCount > 0 ? (
        <div className={styles.newBar}>
          <Button size="small" onClick={showLatest}>
            {waiting.length > 0
              ? `${waiting.length} new — show`
              : `${countOf(goneCount, 'item')} no longer open — tidy up`}
          </Button>
        </div>
      ) : null}
      <QueryState query={query} what="the work queue" lines={6}>
        {() => (
          <div className={styles.sections}>
            {WORK_QUEUE_SECTIONS.map((section) => {
              const items = shown.filter((item) => item.section === section);
              const headingId = `queue-section-${section}`;
              return (
                <section key={section} aria-labelledby={headingId} className={styles.section}>
                  <h2 id={headingId} className={styles.sectionTitle}>
                    {SECTION_TITLES[section]} <span className={styles.sectionCount}>({items.length})</span>
                  </h2>
                  {items.length === 0 ? (
                    <p className={styles.empty}>{SECTION_EMPTY[section]}</p>
                  ) : (
                    <ul className={styles.list}>
                      {items.map((item) => (
                        <WorkQueueItemCard
                          key={item.key}
                          item={item}
                          me={me}
                          zone={zone}
                          now={now}
                          accounts={accounts.data?.items}
                        />
                      ))}
                    </ul>
                  )}
                </section>
              );
            })}
          </div>
        )}
      </QueryState>
    </>
  );
}

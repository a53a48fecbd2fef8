'use client';

import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Notice } from '@/components/ui/notice';
import { usePatientTimeline } from '@/lib/client/staff/use-staff-data';
import { useDisplayTimeZone } from '@/lib/client/time-zone';
import { TIMELINE_KINDS, type TimelineKind } from '@/lib/contract/bff/staff-timeline';
import { QueryState } from '@/components/ui/query-state';
import { TimelineEntry, timelineChats } from './timeline-entry';
import styles from './staff.module.css';

const KIND_LABELS: Record<TimelineKind, string> = {
  chat: 'Chats',
  guardian: 'Safety events',
  offtopic: 'Off-topic',
  end: 'Chat ends',
  cta: 'Calls to action',
  consultation: 'Completed chats',
  appointment: 'Appointments',
  request: 'Service calls',
};

/** The patient's history, newest first, filtered by kind. */
export function PatientTimeline({ patientId }: { patientId: string }) {
  const query = usePatientTimeline(patientId);
  const zone = useDisplayTimeZone();
  const [hidden, setHidden] = useState<ReadonlySet<TimelineKind>>(new Set(['request']));
  const toggle = (kind: TimelineKind) =>
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(kind)) next.delete(kind);
      else next.add(kind);
      return next;
    });
  return (
    <section className={styles.section} aria-labelledby="timeline-heading">
      <h2 id="timeline-heading">Timeline</h2>
      <fieldset className={styles.filters}>
        <legend>Show</legend>
        {TIMELINE_KINDS.map((kind) => (
          <label key={kind} className={styles.row}>
            <input type="checkbox" checked={!hidden.has(kind)} onChange={() => toggle(kind)} />
            {KIND_LABELS[kind]}
          </label>
        ))}
      </fieldset>
      <QueryState query={query} headingLevel={3} what="the timeline">
        {({ items, truncated }) => {
          const shown = items.filter((item) => !hidden.has(item.kind));
          const chats = timelineChats(items);
          return (
            <>
              {truncated ? <Notice tone="info">Only the most recent entries are shown.</Notice> : null}
              {shown.length === 0 ? (
                <EmptyState title="Nothing to show" text="No entries of the chosen kinds." headingLevel={3} />
              ) : (
                <ol className={styles.list}>
                  {shown.map((item) => (
                    <TimelineEntry
                      key={item.key}
                      item={item}
                      patientId={patientId}
                      zone={zone}
                      chats={chats}
                    />
                  ))}
                </ol>
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}

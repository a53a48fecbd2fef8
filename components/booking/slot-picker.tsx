'use client';

import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { AvailableSlotsQuery } from '@/lib/contract';
import { dayKey, formatClockTime, formatDayKey, formatTimeZoneName, startOfDay } from '@/lib/client/format-time';
import { queryKeys } from '@/lib/client/query-keys';
import { countOf } from '@/lib/client/count-of';
import { addDays, slotsByDay, slotWindow, SLOT_WINDOW_DAYS } from '@/lib/client/booking/slot-days';
import { QueryError } from '@/components/ui/query-state';
import styles from './slot-picker.module.css';

export type FetchSlots = (query: AvailableSlotsQuery, signal?: AbortSignal) => Promise<string[]>;

export interface SlotPickerProps {
  /** Where the slots come from: the patient's BFF route, or the staff console's. */
  fetchSlots: FetchSlots;
  /** Keeps one caller's cached slots apart from another's. */
  cacheScope?: string;
  state: string;
  timeZone: string;
  /**
   * The day in view (YYYY-MM-DD in `timeZone`); the caller keeps it, so a refresh never loses it. `null`:
   * today, worked out here when the times are shown rather than by the caller at start-up, where it would
   * be the page's first use of Intl.
   */
  day: string | null;
  onDayChange: (day: string) => void;
  selected: string | null;
  onSelect: (slot: string) => void;
  now?: Date;
}

const weekday = (key: string) => formatDayKey(key).split(',')[0]!.slice(0, 3);
const dayOfMonth = (key: string) => String(Number(key.slice(8)));

/** Open times for one state, a week at a time, in the patient's zone with the zone named. */
export function SlotPicker(props: SlotPickerProps) {
  const { fetchSlots, cacheScope = 'patient', state, timeZone, onDayChange, selected, onSelect } = props;
  const now = props.now ?? new Date();
  const day = props.day ?? dayKey(now, timeZone);
  const window = slotWindow(day, now, timeZone);
  const query = {
    state,
    datetimeFrom: window.datetimeFrom,
    datetimeTo: window.datetimeTo,
  } as AvailableSlotsQuery;
  const slots = useQuery({
    queryKey: [...queryKeys.appointments.slots(query), cacheScope],
    queryFn: ({ signal }) => fetchSlots(query, signal),
  });
  const zoneName = formatTimeZoneName(timeZone, startOfDay(day, timeZone), true);
  const byDay = slots.data ? slotsByDay(slots.data, window.days, now, timeZone) : null;
  const daySlots = byDay?.get(day) ?? [];
  const first = window.days[0]!;

  return (
    <div className={styles.picker}>
      <div className={styles.weekNav}>
        <Button
          variant="secondary"
          size="small"
          disabled={first <= window.today}
          onClick={() => onDayChange(addDays(first, -SLOT_WINDOW_DAYS))}
        >
          Earlier week
        </Button>
        <p className={styles.dayTitle}>
          {formatDayKey(first).replace(/^\w+, /, '')} –{' '}
          {formatDayKey(window.days.at(-1)!).replace(/^\w+, /, '')}
        </p>
        <Button
          variant="secondary"
          size="small"
          onClick={() => onDayChange(addDays(first, SLOT_WINDOW_DAYS))}
        >
          Later week
        </Button>
      </div>
      <ul className={styles.days} aria-label="Days">
        {window.days.map((key) => {
          const count = byDay?.get(key)?.length;
          return (
            <li key={key}>
              <button
                type="button"
                className={styles.day}
                aria-pressed={key === day}
                aria-label={`${formatDayKey(key)}${count === undefined ? '' : `, ${count === 0 ? 'no open times' : countOf(count, 'open time')}`}`}
                onClick={() => onDayChange(key)}
              >
                <span aria-hidden="true">{weekday(key)}</span>
                <span aria-hidden="true" className={styles.dayNumber}>
                  {dayOfMonth(key)}
                </span>
                <span aria-hidden="true" className={styles.count}>
                  {count === undefined ? '\u00a0' : count === 0 ? 'none' : count}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <h3 className={styles.dayTitle} id="slot-day-title">
        {formatDayKey(day)} <span className={styles.zone}>({zoneName})</span>
      </h3>
      {slots.isPending ? (
        <Skeleton label="Loading open times" lines={2} />
      ) : slots.isError ? (
        <QueryError
          error={slots.error}
          what="open times"
          onRetry={() => void slots.refetch()}
          retrying={slots.isFetching}
          headingLevel={3}
        />
      ) : daySlots.length === 0 ? (
        <p>No open times on this day. Please choose another day.</p>
      ) : (
        <ul className={styles.slots} aria-labelledby="slot-day-title">
          {daySlots.map((slot) => (
            <li key={slot}>
              <button
                type="button"
                className={styles.slot}
                aria-pressed={slot === selected}
                onClick={() => onSelect(slot)}
              >
                <time dateTime={slot}>{formatClockTime(slot, timeZone)}</time>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

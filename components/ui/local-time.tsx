'use client';

import { useState, useSyncExternalStore } from 'react';
import {
  formatDate,
  formatDateTime,
  formatDayKey,
  formatTime,
  toDate,
  type Instant,
} from '@/lib/client/format-time';
import { formatListTime } from '@/lib/client/relative-time';
import { useNow } from '@/lib/client/time-zone';
import { VisuallyHidden } from './visually-hidden';

const noSubscription = () => () => undefined;

/**
 * The text to render for a date or time: formatted on the server; in the browser, while the component
 * still shows what it was hydrated with, nothing new. The first DateTimeFormat a page builds loads the
 * locale and time-zone data (about 60 ms on a desktop CPU, four times that on a mid-range phone), and
 * formatting again what the server's HTML already says, in the same zone, would spend that at start-up
 * for the same words. So the hydrating render returns '' under `suppressHydrationWarning`, which leaves
 * the server's text in place, and keeps returning it while the wording's key is unchanged (React then has
 * nothing to update). A new instant, zone or format, or a component first rendered in the browser,
 * formats as usual. The zone is part of the key: a page rendered in another zone than the browser's
 * (the first visit, before the time-zone cookie) is corrected once the display zone switches.
 */
function useFormattedOnce(key: string, format: () => string): string {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [keyFromServer] = useState(() => (hydrating && typeof window !== 'undefined' ? key : undefined));
  return key === keyFromServer ? '' : format();
}

export interface LocalTimeProps {
  instant: Instant;
  /** The IANA zone to show it in: the patient's, or the browser's. */
  timeZone: string;
  /** `dateTime` (default): day, date, time and zone; `time`: time and zone; `date`: the calendar date. */
  show?: 'dateTime' | 'time' | 'date';
  className?: string;
}

const FORMATS = { dateTime: formatDateTime, time: formatTime, date: formatDate } as const;

/** An instant as a <time> element: machine-readable UTC inside, the zone named in the words. */
export function LocalTime({ instant, timeZone, show = 'dateTime', className }: LocalTimeProps) {
  const iso = toDate(instant).toISOString();
  const text = useFormattedOnce(`${show}|${timeZone}|${iso}`, () => FORMATS[show](iso, timeZone));
  return (
    <time className={className} dateTime={iso} suppressHydrationWarning>
      {text}
    </time>
  );
}

/**
 * An instant in a list: "5 min. ago" for the last day, else a short date and time with the zone; the
 * full date, time and zone on hover (title) and, in place of the short words, for screen readers. The
 * relative words use the server's render time while hydrating (useNow), then move on each minute.
 */
export function ListTime({ instant, timeZone, className }: Omit<LocalTimeProps, 'show'>) {
  const now = useNow();
  const iso = toDate(instant).toISOString();
  const [shown = '', full = ''] = useFormattedOnce(
    `list|${timeZone}|${iso}|${now}`,
    () => `${formatListTime(iso, now, timeZone)}\n${formatDateTime(iso, timeZone)}`,
  ).split('\n');
  return (
    <time className={className} dateTime={iso} title={full || undefined} suppressHydrationWarning>
      <span aria-hidden="true" suppressHydrationWarning>
        {shown}
      </span>
      <VisuallyHidden suppressHydrationWarning>{full}</VisuallyHidden>
    </time>
  );
}

/**
 * A choice of a <select> that names an instant ("Completed Mon, Nov 23, …"): an <option> holds text only,
 * so the words are kept as the server wrote them in the same way as LocalTime's.
 */
export function LocalTimeOption({
  value,
  prefix,
  instant,
  timeZone,
}: {
  value: string;
  prefix: string;
  instant: Instant;
  timeZone: string;
}) {
  const iso = toDate(instant).toISOString();
  const text = useFormattedOnce(
    `option|${prefix}|${timeZone}|${iso}`,
    () => `${prefix} ${formatDateTime(iso, timeZone)}`,
  );
  return (
    <option value={value} suppressHydrationWarning>
      {text}
    </option>
  );
}

/** A calendar date with no time or zone (a date of birth, "2026-11-01") as "Sunday, November 1, 2026". */
export function CalendarDay({ day, className }: { day: string; className?: string }) {
  const text = useFormattedOnce(day, () => formatDayKey(day));
  return (
    <time className={className} dateTime={day} suppressHydrationWarning>
      {text}
    </time>
  );
}

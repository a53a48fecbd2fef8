import { formatDate, formatDateTime, formatTime, toDate, type Instant } from '@/lib/client/format-time';

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
  return (
    <time className={className} dateTime={toDate(instant).toISOString()}>
      {FORMATS[show](instant, timeZone)}
    </time>
  );
}

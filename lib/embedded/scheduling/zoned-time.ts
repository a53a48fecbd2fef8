import { type Weekday } from './practitioner';

export interface LocalTime {
  weekday: Weekday;
  /** Minutes after local midnight. */
  minutes: number;
}

const WEEKDAY_BY_SHORT_NAME: Record<string, Weekday> = {
  Sun: 0,
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Weekday and time of day on the wall clocks of a zone; Intl applies the zone's daylight-saving rules. */
export function localTimeIn(timeZone: string, date: Date): LocalTime {
  let weekday: Weekday | undefined;
  let hour = 0;
  let minute = 0;
  for (const part of formatterFor(timeZone).formatToParts(date)) {
    if (part.type === 'weekday') weekday = WEEKDAY_BY_SHORT_NAME[part.value];
    else if (part.type === 'hour') hour = Number(part.value);
    else if (part.type === 'minute') minute = Number(part.value);
  }
  if (weekday === undefined) throw new Error(`No weekday for ${date.toISOString()} in ${timeZone}`);
  return { weekday, minutes: hour * 60 + minute };
}

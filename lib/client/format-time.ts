import { isTimeZoneShaped, isValidTimeZone } from '@/lib/contract/primitive-values';

/**
 * Every instant the app shows goes through here: formatted with Intl in the patient's zone, with the
 * zone's short name ("CST", "UTC"), so that a time is never ambiguous and still fits a table cell. US
 * English throughout (the service is US-only), which also keeps server and browser renderings equal.
 */

export type Instant = Date | string | number;

const DEFAULT_LOCALE = 'en-US';
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions, locale = DEFAULT_LOCALE) {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, cached);
  }
  return cached;
}

export function toDate(instant: Instant): Date {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a valid instant: ${String(instant)}`);
  return date;
}

// Building a DateTimeFormat costs far more than formatting with one, and every message of a chat asks
// for the browser's zone as it renders: one default formatter, and each zone name checked once.
let defaultFormatter: Intl.DateTimeFormat | undefined;
const checkedZones = new Map<string, boolean>();

/** The slice of Temporal this module uses; TypeScript's libraries do not describe Temporal yet. */
interface TemporalNow {
  Now: { timeZoneId(): string; zonedDateTimeISO(timeZone: string): unknown };
}

// The first DateTimeFormat a page builds loads the locale and time-zone data: about 60 ms on a desktop CPU,
// four times that on a mid-range phone, on every page at start-up, where a page that shows no time has no
// other use for Intl. Temporal, where the browser has it, reads and checks a zone without it.
function temporal(): TemporalNow | undefined {
  return (globalThis as { Temporal?: TemporalNow }).Temporal;
}

function systemTimeZone(): string | undefined {
  const now = temporal()?.Now;
  if (now) return now.timeZoneId();
  defaultFormatter ??= new Intl.DateTimeFormat();
  return defaultFormatter.resolvedOptions().timeZone;
}

function isKnownZone(zone: string): boolean {
  const now = temporal()?.Now;
  if (!now || !isTimeZoneShaped(zone)) return isValidTimeZone(zone);
  try {
    now.zonedDateTimeISO(zone);
    return true;
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}

/** The cookie that tells the server the browser's time zone, so that its HTML shows times as the browser will. */
export const TIME_ZONE_COOKIE = 'tz';

/** The browser's IANA zone, or UTC where the browser cannot say or names one the service would refuse. */
export function browserTimeZone(): string {
  const zone = systemTimeZone();
  if (!zone) return 'UTC';
  let valid = checkedZones.get(zone);
  if (valid === undefined) {
    valid = isKnownZone(zone);
    checkedZones.set(zone, valid);
  }
  return valid ? zone : 'UTC';
}

/** "Mon, Nov 23, 2026, 3:00 PM CST". */
export function formatDateTime(instant: Instant, timeZone: string): string {
  return formatter(timeZone, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(toDate(instant));
}

/** "3:00 PM CST". */
export function formatTime(instant: Instant, timeZone: string): string {
  return formatter(timeZone, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(
    toDate(instant),
  );
}

/** "Wed, Nov 25, 3:00 PM CST", with the year ("Wed, Nov 25, 2026, …") when a list spans years. */
export function formatShortDateTime(instant: Instant, timeZone: string, withYear = false): string {
  return formatter(timeZone, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(toDate(instant));
}

/** "3:00 PM", for lists under a heading that already names the day and zone. */
export function formatClockTime(instant: Instant, timeZone: string): string {
  return formatter(timeZone, { hour: 'numeric', minute: '2-digit' }).format(toDate(instant));
}

/** "Monday, November 23, 2026": the calendar date of the instant in the zone. */
export function formatDate(instant: Instant, timeZone: string): string {
  return formatter(timeZone, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(
    toDate(instant),
  );
}

/**
 * The zone's name at that instant: its short name ("CST"), or with `generic` the name of the zone all
 * year ("Central Time"), which heads a list of times on both sides of a change of daylight saving time.
 */
export function formatTimeZoneName(timeZone: string, instant: Instant = Date.now(), generic = false): string {
  const parts = formatter(timeZone, { timeZoneName: generic ? 'longGeneric' : 'short' }).formatToParts(
    toDate(instant),
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

function zonedParts(instant: Instant, timeZone: string) {
  const parts = formatter(
    timeZone,
    {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    },
    'en-US',
  ).formatToParts(toDate(instant));
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    hour: value('hour'),
    minute: value('minute'),
    second: value('second'),
  };
}

/** "2026-11-01": the calendar day of the instant in the zone, a key that sorts and groups. */
export function dayKey(instant: Instant, timeZone: string): string {
  const { year, month, day } = zonedParts(instant, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function parseDayKey(key: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!match) throw new RangeError(`Not a day key (YYYY-MM-DD): ${key}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** "Sunday, November 1, 2026" for a day key; the key is a calendar date, so no zone applies. */
export function formatDayKey(key: string): string {
  const { year, month, day } = parseDayKey(key);
  return formatDate(Date.UTC(year, month - 1, day, 12), 'UTC');
}

/** Minutes the zone is ahead of UTC at that instant (Chicago in winter: -360). */
export function zoneOffsetMinutes(instant: Instant, timeZone: string): number {
  const date = toDate(instant);
  const { year, month, day, hour, minute, second } = zonedParts(date, timeZone);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

/** The instant a calendar day begins in the zone, correct on daylight-saving days. */
export function startOfDay(key: string, timeZone: string): Date {
  const { year, month, day } = parseDayKey(key);
  const midnightUtc = Date.UTC(year, month - 1, day);
  // The offset at the guess may differ from the offset at the answer across a change: settle in two steps.
  let instant = midnightUtc - zoneOffsetMinutes(midnightUtc, timeZone) * 60_000;
  instant = midnightUtc - zoneOffsetMinutes(instant, timeZone) * 60_000;
  return new Date(instant);
}

/** The day key after `key`. */
export function nextDayKey(key: string): string {
  const { year, month, day } = parseDayKey(key);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** Items grouped by their calendar day in the zone, days and items in the order given. */
export function groupByDay<T>(items: readonly T[], instantOf: (item: T) => Instant, timeZone: string) {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = dayKey(instantOf(item), timeZone);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups].map(([key, dayItems]) => ({ dayKey: key, items: dayItems }));
}

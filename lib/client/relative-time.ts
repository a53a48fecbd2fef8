import {
  dayKey,
  formatClockTime,
  formatShortDateTime,
  nextDayKey,
  toDate,
  type Instant,
} from './format-time';

/**
 * Times in lists: how long ago, for the last day ("now", "5 min. ago", "3 hr. ago", "yesterday,
 * 9:40 PM"), in Intl.RelativeTimeFormat's words; older ones (and future ones) as a short date and time
 * with the zone. `now` is an argument, never read here: the server and the hydrating browser must
 * format with the same one (lib/client/time-zone.tsx).
 */

export const MINUTE_MS = 60_000;

/**
 * The minute an instant falls in: the "now" of relative times, on the server (the page's render time) as in
 * the browser, so that a page hydrated in the minute it was rendered keeps the server's words as they are.
 */
export const minuteOf = (ms: number): number => Math.floor(ms / MINUTE_MS) * MINUTE_MS;
const HOUR_MS = 60 * MINUTE_MS;

let relativeFormatter: Intl.RelativeTimeFormat | undefined;

function relative(value: number, unit: Intl.RelativeTimeFormatUnit): string {
  relativeFormatter ??= new Intl.RelativeTimeFormat('en-US', { numeric: 'auto', style: 'short' });
  return relativeFormatter.format(value, unit);
}

/** The relative words for an instant of the last day in the zone, or null when it is older or ahead. */
export function formatRelativeTime(instant: Instant, now: Instant, timeZone: string): string | null {
  const at = toDate(instant).getTime();
  const nowMs = toDate(now).getTime();
  const elapsed = nowMs - at;
  // A minute ahead is the two clocks disagreeing, not a future time.
  if (elapsed < -MINUTE_MS) return null;
  if (elapsed < MINUTE_MS) return relative(0, 'second');
  if (elapsed < HOUR_MS) return relative(-Math.floor(elapsed / MINUTE_MS), 'minute');
  const day = dayKey(at, timeZone);
  const today = dayKey(nowMs, timeZone);
  if (day === today) return relative(-Math.floor(elapsed / HOUR_MS), 'hour');
  if (nextDayKey(day) === today) return `${relative(-1, 'day')}, ${formatClockTime(at, timeZone)}`;
  return null;
}

/** An instant in a list: relative for the last day, else "Wed, Nov 25, 3:00 PM CST" (with the year if not this one). */
export function formatListTime(instant: Instant, now: Instant, timeZone: string): string {
  const words = formatRelativeTime(instant, now, timeZone);
  if (words !== null) return words;
  const sameYear = dayKey(instant, timeZone).slice(0, 4) === dayKey(now, timeZone).slice(0, 4);
  return formatShortDateTime(instant, timeZone, !sameYear);
}

import { dayKey, nextDayKey, startOfDay, type Instant } from '@/lib/client/format-time';

export const SLOT_WINDOW_DAYS = 7;

/** Whole days from one day key to another (both calendar dates, so no zone applies). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function addDays(key: string, days: number): string {
  const date = new Date(`${key}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The seven days in view: the week, counted from today, that holds `day`. */
export function slotWindow(day: string, now: Instant, timeZone: string) {
  const today = dayKey(now, timeZone);
  const offset = Math.max(0, Math.floor(daysBetween(today, day) / SLOT_WINDOW_DAYS) * SLOT_WINDOW_DAYS);
  const first = addDays(today, offset);
  const days = [first];
  while (days.length < SLOT_WINDOW_DAYS) days.push(nextDayKey(days.at(-1)!));
  return {
    today,
    days,
    /** `datetimeFrom` (inclusive) and `datetimeTo` (exclusive) of the window, as UTC instants. */
    datetimeFrom: startOfDay(first, timeZone).toISOString(),
    datetimeTo: startOfDay(addDays(first, SLOT_WINDOW_DAYS), timeZone).toISOString(),
  };
}

/** Future slots by their day in the zone, every day of the window present (empty days too). */
export function slotsByDay(
  slots: readonly string[],
  days: readonly string[],
  now: Instant,
  timeZone: string,
) {
  const byDay = new Map<string, string[]>(days.map((day) => [day, []]));
  const nowMs = new Date(now).getTime();
  for (const slot of [...slots].sort((a, b) => Date.parse(a) - Date.parse(b))) {
    if (Date.parse(slot) < nowMs) continue;
    byDay.get(dayKey(slot, timeZone))?.push(slot);
  }
  return byDay;
}

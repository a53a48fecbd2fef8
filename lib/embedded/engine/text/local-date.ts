// Calendar arithmetic in the patient's time zone, so that "since Monday" means their Monday.

export interface LocalDate {
  year: number;
  month: number;
  day: number;
  weekday: number; // 0 = Sunday
}

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

export function localDateOf(now: Date, timezone: string): LocalDate {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
    }).formatToParts(now);
  } catch {
    return localDateOf(now, 'UTC');
  }
  const value = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return {
    year: Number(value('year')),
    month: Number(value('month')),
    day: Number(value('day')),
    weekday: Math.max(0, WEEKDAYS.indexOf(value('weekday').toLowerCase().slice(0, 3))),
  };
}

export function isoDateDaysBefore(date: LocalDate, days: number): string {
  const utc = new Date(Date.UTC(date.year, date.month - 1, date.day) - Math.round(days) * 86_400_000);
  return utc.toISOString().slice(0, 10);
}

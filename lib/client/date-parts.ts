/**
 * A date typed as three numbers (day, month, year), as the form holds it: `YYYY-MM-DD` with whatever was
 * typed in each part, a part left empty where nothing was (`1985--27`), and '' when nothing was typed at
 * all, so that "left empty" and "not a date" stay apart.
 */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

const NO_PARTS: DateParts = { day: '', month: '', year: '' };

export function splitDateParts(value: string): DateParts {
  if (value === '') return NO_PARTS;
  const [year = '', month = '', day = ''] = value.split('-');
  return { day, month, year };
}

export function joinDateParts({ day, month, year }: DateParts): string {
  return day === '' && month === '' && year === '' ? '' : `${year}-${month}-${day}`;
}

/** The calendar date the parts name (`YYYY-MM-DD`), or null when they name none (31 February, a 2-digit year). */
export function isoDateFromParts(value: string): string | null {
  const { day, month, year } = splitDateParts(value);
  if (!/^\d{4}$/.test(year) || !/^\d{1,2}$/.test(month) || !/^\d{1,2}$/.test(day)) return null;
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  const date = new Date(Date.UTC(y, m - 1, d));
  // Date.UTC rolls 31 February over into March: only a date that comes back as typed is real.
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

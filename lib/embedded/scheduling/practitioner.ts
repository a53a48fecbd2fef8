import { type UsStateCode } from '@/lib/contract/us-states';

/** 0 is Sunday, as in Date.prototype.getDay. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** One working stretch on one weekday, in local wall-clock time "HH:MM" (end excluded, "24:00" allowed). */
export interface WorkingHours {
  weekday: Weekday;
  start: string;
  end: string;
}

export interface Practitioner {
  id: string;
  name: string;
  credential: 'MD' | 'DO' | 'NP' | 'PA';
  /** States the practitioner is licensed to see patients in. */
  states: readonly UsStateCode[];
  /** IANA zone the working hours are given in. */
  timeZone: string;
  weeklyHours: ReadonlyArray<WorkingHours>;
}

export const MONDAY_TO_FRIDAY: readonly Weekday[] = [1, 2, 3, 4, 5];
export const TUESDAY_TO_SATURDAY: readonly Weekday[] = [2, 3, 4, 5, 6];
export const WEEKEND: readonly Weekday[] = [6, 0];

/** The same hours on each of the given weekdays. */
export function hoursOn(weekdays: readonly Weekday[], start: string, end: string): WorkingHours[] {
  return weekdays.map((weekday) => ({ weekday, start, end }));
}

/** "HH:MM" as minutes after midnight. */
export function minutesOfDay(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new RangeError(`Not a HH:MM time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

import type { BookingPolicy } from './booking-policy';

// The booking policy's limits, default and rules: plain values, safe for the browser.

/** The longest notice an organization may ask for: a month. */
export const MAX_NOTICE_HOURS = 720;
/** A reminder at most two weeks before the visit; 0 turns that reminder off. */
export const MAX_REMINDER_HOURS = 336;

export const CONTACT_TEXT_MAX_LENGTH = 500;
export const ORGANIZATION_NAME_MAX_LENGTH = 100;

/** What the patient app needs of the policy: no reminder offsets. */
export type PatientBookingPolicy = Pick<BookingPolicy, 'noticeHours' | 'contactText'>;

/** No window until an admin sets one, so that nothing changes for a deployment that has not decided. */
export const DEFAULT_BOOKING_POLICY: BookingPolicy = {
  noticeHours: 0,
  contactText: 'To cancel or move a visit at short notice, please call the clinic.',
  firstReminderHours: 24,
  secondReminderHours: 1,
  organizationName: 'Consultations',
};

/** Whether a visit starting at `startsAt` is inside the notice window at `now`. */
export function insideNoticeWindow(
  policy: Pick<BookingPolicy, 'noticeHours'>,
  startsAt: string | Date | null | undefined,
  now: Date,
): boolean {
  if (policy.noticeHours === 0 || !startsAt) return false;
  const start = new Date(startsAt).getTime();
  return start - now.getTime() < policy.noticeHours * 3_600_000;
}

/** "24 hours", "1 hour". */
export function describeHours(hours: number): string {
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

import { z } from 'zod';
import { multiLineTextSchema, singleLineTextSchema } from '@/lib/contract';

/** The longest notice an organization may ask for: a month. */
export const MAX_NOTICE_HOURS = 720;
/** A reminder at most two weeks before the visit; 0 turns that reminder off. */
export const MAX_REMINDER_HOURS = 336;

const wholeHours = (max: number, what: string) =>
  z
    .int({ error: `${what} must be a whole number of hours` })
    .min(0, `${what} must be 0 or more hours`)
    .max(max, `${what} must be at most ${max} hours`);

/**
 * The organization's booking policy, set by admins (the interface has no such rule: the BFF enforces it).
 * Inside the notice window before a visit's start a patient can no longer cancel or reschedule it in the
 * app and is shown the contact text instead; staff still can. The two reminder offsets say how long
 * before the start the reminders are sent.
 */
export const bookingPolicySchema = z.object({
  noticeHours: wholeHours(MAX_NOTICE_HOURS, 'The notice window'),
  contactText: z
    .string()
    .trim()
    .pipe(multiLineTextSchema({ min: 1, max: 500 })),
  firstReminderHours: wholeHours(MAX_REMINDER_HOURS, 'The first reminder'),
  secondReminderHours: wholeHours(MAX_REMINDER_HOURS, 'The second reminder'),
  /** How the e-mails to patients name the organization. */
  organizationName: singleLineTextSchema({ min: 1, max: 100 }),
});

export type BookingPolicy = z.infer<typeof bookingPolicySchema>;

/** What the patient app needs of the policy: no reminder offsets. */
export const patientBookingPolicySchema = bookingPolicySchema.pick({ noticeHours: true, contactText: true });
export type PatientBookingPolicy = z.infer<typeof patientBookingPolicySchema>;

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

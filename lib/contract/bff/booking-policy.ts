import { z } from 'zod';
import { multiLineTextSchema, singleLineTextSchema } from '@/lib/contract';
import {
  CONTACT_TEXT_MAX_LENGTH,
  MAX_NOTICE_HOURS,
  MAX_REMINDER_HOURS,
  ORGANIZATION_NAME_MAX_LENGTH,
} from './booking-policy-values';

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
    .pipe(multiLineTextSchema({ min: 1, max: CONTACT_TEXT_MAX_LENGTH })),
  firstReminderHours: wholeHours(MAX_REMINDER_HOURS, 'The first reminder'),
  secondReminderHours: wholeHours(MAX_REMINDER_HOURS, 'The second reminder'),
  /** How the e-mails to patients name the organization. */
  organizationName: singleLineTextSchema({ min: 1, max: ORGANIZATION_NAME_MAX_LENGTH }),
});

export type BookingPolicy = z.infer<typeof bookingPolicySchema>;

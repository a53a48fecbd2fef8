import { z } from 'zod';

export const MAIL_KINDS = ['booked', 'rescheduled', 'cancelled', 'reminder'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * `pending` waits for its time or its next attempt, `sent` went out (over SMTP or into the outbox),
 * `failed` gave up after every attempt, `withdrawn` was a reminder for a visit cancelled or moved since,
 * `skipped` a reminder the patient had turned off by its time.
 */
export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'withdrawn', 'skipped'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** One message as admins see it in the staff console's outbox. */
export interface OutboxMessageRow {
  id: string;
  kind: MailKind;
  status: MailStatus;
  recipient: string;
  subject: string;
  textBody: string;
  hasCalendar: boolean;
  dueAt: string;
  attempts: number;
  lastError: string | null;
  deliveredVia: 'smtp' | 'outbox' | null;
  sentAt: string | null;
  createdAt: string;
}

export interface OutboxPage {
  items: OutboxMessageRow[];
  /** Where messages go now: SMTP when it is configured, else only this outbox. */
  transport: 'smtp' | 'outbox';
}

export const outboxQuerySchema = z.strictObject({
  status: z.enum(MAIL_STATUSES).optional(),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

/** The patient's own choice, on the profile page. */
export const reminderPreferenceSchema = z.strictObject({ remindersEnabled: z.boolean() });
export type ReminderPreference = z.infer<typeof reminderPreferenceSchema>;

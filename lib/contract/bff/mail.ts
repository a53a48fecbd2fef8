import { z } from 'zod';
import { MAIL_STATUSES, type MailKind, type MailStatus } from './mail-values';

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

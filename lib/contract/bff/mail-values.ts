// The e-mails' kinds and statuses: plain values, safe for the browser.

/**
 * About a visit, about the account itself (`password-reset`, `password-changed`), or an invitation to
 * join the staff (`staff-invitation`, to an address that has no account yet).
 */
export const MAIL_KINDS = [
  'booked',
  'rescheduled',
  'cancelled',
  'reminder',
  'password-reset',
  'password-changed',
  'staff-invitation',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
/** The kinds about a visit. */
export type VisitMailKind = Exclude<MailKind, 'password-reset' | 'password-changed' | 'staff-invitation'>;

/**
 * `pending` waits for its time or its next attempt, `sent` went out (over SMTP or into the outbox),
 * `failed` gave up after every attempt, `withdrawn` was a reminder for a visit cancelled or moved since (or a reset or invitation replaced),
 * `skipped` a reminder the patient had turned off by its time.
 */
export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'withdrawn', 'skipped'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

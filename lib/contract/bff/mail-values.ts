// The e-mails' kinds and statuses: plain values, safe for the browser.

/**
 * About a visit, about the account itself (`password-reset`, `password-changed`, `account-exists`), an
 * invitation to join the staff (`staff-invitation`, to an address that has no account yet), or
 * (`registration-code`) the confirmation of an address no account uses yet: with the invitation, the only
 * kinds that go to an address nobody has confirmed (ADR 0088, 0090).
 */
export const MAIL_KINDS = [
  'booked',
  'rescheduled',
  'cancelled',
  'reminder',
  'password-reset',
  'password-changed',
  'registration-code',
  'account-exists',
  'staff-invitation',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
/** The kinds about a visit. */
export type VisitMailKind = Exclude<
  MailKind,
  'password-reset' | 'password-changed' | 'registration-code' | 'account-exists' | 'staff-invitation'
>;
/** The kinds that carry a one-time link (and code): once sent by SMTP, the outbox keeps neither. */
export const SECRET_MAIL_KINDS: ReadonlySet<MailKind> = new Set([
  'password-reset',
  'registration-code',
  'staff-invitation',
]);

/**
 * `pending` waits for its time or its next attempt, `sent` went out (over SMTP or into the outbox),
 * `failed` gave up after every attempt, `withdrawn` was a reminder for a visit cancelled or moved since (or
 * a reset, confirmation or invitation replaced), `skipped` a reminder the patient had turned off by its
 * time, or a message whose address is not its account's confirmed one (ADR 0088).
 */
export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'withdrawn', 'skipped'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

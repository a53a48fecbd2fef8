import { z } from 'zod';
import { optionalText, optionalUrl, wholeNumber } from '@/lib/bff/config/env-fields';

/** The sender the outbox shows when no SMTP server is configured: a reserved domain, never delivered. */
export const DEFAULT_MAIL_FROM = 'Consultations <no-reply@consultations.invalid>';

/** E-mail to patients and staff: over SMTP when configured, else kept in the outbox only (ADR 0064). */
export const mailEnv = z.object({
  SMTP_URL: optionalUrl(/^smtps?$/, 'SMTP_URL must be an smtp:// or smtps:// URL', {
    description:
      '`smtp://user:password@host:587` or `smtps://…`: e-mail to patients (confirmations and reminders) is sent with nodemailer through this server. Unset, messages are only kept in the outbox that admins read in the staff console (Admin → Outbox), exactly as they would have been sent (ADR 0064). On `smtp://` the server must offer STARTTLS and the connection is upgraded before anything is sent (`smtps://` is TLS from the start), with the certificate checked; only a relay on this machine (`localhost`, `127.0.0.0/8`, `::1`) or a URL ending in `?requireTLS=false` is spoken to in the clear (ADR 0078).',
    shownDefault: 'unset: outbox only',
  }),
  MAIL_FROM: optionalText({
    description:
      'The sender of e-mails to patients, `Clinic <visits@example.org>`; its domain also ends every `Message-ID`. Required with `SMTP_URL`.',
    shownDefault: `\`${DEFAULT_MAIL_FROM}\``,
  }),
  OUTBOX_RETENTION_DAYS: wholeNumber(
    'OUTBOX_RETENTION_DAYS',
    { min: 1, max: 3_650, unit: 'days', fallback: 90 },
    {
      description:
        'How long an e-mail is kept once it is finished (sent, failed after every attempt, skipped or withdrawn); then the scheduler deletes it (ADR 0078). A message still waiting to be sent is never deleted.',
    },
  ),
});

export const mailConfig = mailEnv
  .superRefine((env, context) => {
    if (env.SMTP_URL && !env.MAIL_FROM) {
      context.addIssue({
        code: 'custom',
        message: 'SMTP_URL is set but MAIL_FROM is not: say whom the e-mails to patients come from.',
        input: env,
      });
    }
  })
  .transform((env) => ({
    smtpUrl: env.SMTP_URL,
    /** MAIL_FROM, required with SMTP_URL. */
    from: env.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    /** How long a finished message is kept before it is deleted. */
    retentionDays: env.OUTBOX_RETENTION_DAYS,
  }));

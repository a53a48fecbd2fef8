import 'server-only';
import nodemailer from 'nodemailer';
import { messageIdHeader, type MailTransport, type OutgoingMail } from './mail-transport';

/**
 * Every wait of a delivery is bounded well inside the scheduler's claim lease, so that a slow server
 * fails the attempt (retried later) rather than outliving the lease and being sent twice.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    via: 'smtp',
    async send(mail: OutgoingMail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: messageIdHeader(mail.messageId, mail.from),
        headers: { 'X-Consultations-Kind': mail.kind },
        attachments: mail.calendar
          ? [
              {
                filename: 'visit.ics',
                content: mail.calendar,
                contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
              },
            ]
          : [],
      });
    },
    close: () => transporter.close(),
  };
}

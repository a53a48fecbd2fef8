import 'server-only';
import { BlockList, isIP } from 'node:net';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { messageIdHeader, type MailTransport, type OutgoingMail } from './mail-transport';

/**
 * Every wait of a delivery is bounded well inside the scheduler's claim lease, so that a slow server
 * fails the attempt (retried later) rather than outliving the lease and being sent twice.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** localhost, 127.0.0.0/8 or ::1 (IPv4-mapped included): a relay on this machine, no network between. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (host === 'localhost') return true;
  const family = isIP(host);
  if (family === 0) return false;
  return LOOPBACK.check(host, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The transport's options for SMTP_URL (ADR 0078). A message is never handed over in the clear: on
 * `smtp://` the server must offer STARTTLS and nodemailer must upgrade (`requireTLS`), so that an
 * on-path attacker who strips STARTTLS from the greeting gets a failed attempt, not the password and the
 * patients' e-mails; `smtps://` is TLS from the first byte. Two exceptions: a relay on this machine
 * (loopback: no network to listen on), and a URL that says `?requireTLS=false` itself, an operator's
 * explicit choice. The certificate is checked as nodemailer does by default.
 */
export function smtpTransportOptions(smtpUrl: string): SMTPTransport.Options {
  const url = new URL(smtpUrl);
  const optedOut = url.searchParams.get('requireTLS') === 'false';
  return { url: smtpUrl, ...SMTP_TIMEOUTS, requireTLS: !optedOut && !isLoopbackHost(url.hostname) };
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpTransportOptions(smtpUrl));
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

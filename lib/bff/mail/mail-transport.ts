import 'server-only';
import type { MailKind } from '@/lib/contract/bff';

/** One message as it leaves: its Message-ID is the row's id, the same on every attempt. */
export interface OutgoingMail {
  messageId: string;
  kind: MailKind;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** An iCalendar file to attach, for a booking or a new time. */
  calendar: string | null;
}

export interface MailTransport {
  /** Recorded with each message sent: over SMTP, or only into the outbox admins read. */
  readonly via: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Without SMTP_URL: the message's row is the outbox, and "sending" only marks it delivered there. */
export const outboxTransport: MailTransport = {
  via: 'outbox',
  send: async () => undefined,
  close: () => undefined,
};

/** `<msg_…@example.org>`: the sender's domain, or a reserved one, keeps ids unique to this deployment. */
export function messageIdHeader(messageId: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'consultations.invalid';
  return `<${messageId}@${domain}>`;
}

import 'server-only';
import type { MailKind } from '@/lib/contract/bff';
import { formatDateTime } from '@/lib/client/format-time';

/** Everything a message says: the visit's times and where to see it, never anything clinical. */
export interface VisitFacts {
  organizationName: string;
  timeZone: string;
  /** Null for a place in the ASAP waiting room. */
  startsAt: string | null;
  /** The old time of a moved visit. */
  previousStartsAt?: string | null;
  pageUrl: string;
}

/** The messages about a visit; those about an account are account-mail-content.ts's. */
export type VisitMailKind = Exclude<MailKind, 'password-reset' | 'password-changed'>;

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function lines(kind: VisitMailKind, facts: VisitFacts): { subject: string; body: string[] } {
  const when = facts.startsAt ? formatDateTime(facts.startsAt, facts.timeZone) : null;
  switch (kind) {
    case 'booked':
      return when
        ? {
            subject: `Your visit on ${when} is booked`,
            body: [
              `Your visit is booked for ${when}.`,
              'The attached calendar file adds it to your calendar.',
            ],
          }
        : {
            subject: 'You have a place in the waiting room',
            body: ['You have a place in the waiting room. Open your appointment to join it.'],
          };
    case 'rescheduled': {
      const before = facts.previousStartsAt ? formatDateTime(facts.previousStartsAt, facts.timeZone) : null;
      return {
        subject: `Your visit is moved to ${when}`,
        body: [
          before ? `Your visit on ${before} is moved to ${when}.` : `Your visit is moved to ${when}.`,
          'The attached calendar file updates it in your calendar.',
        ],
      };
    }
    case 'cancelled':
      return {
        subject: when ? `Your visit on ${when} is cancelled` : 'Your visit is cancelled',
        body: [when ? `Your visit on ${when} is cancelled.` : 'Your visit is cancelled.'],
      };
    case 'reminder':
      return {
        subject: `Reminder: your visit on ${when}`,
        body: [
          `This is a reminder of your visit on ${when}.`,
          'Open your appointment a few minutes before it starts.',
        ],
      };
  }
}

/**
 * The plain-text and HTML parts of a message. E-mail is not a secure channel: it says "your visit on …"
 * and where to see it, nothing about why.
 */
export function renderMail(kind: VisitMailKind, facts: VisitFacts): MailContent {
  const { subject, body } = lines(kind, facts);
  const footer = `This message was sent by ${facts.organizationName} about a visit in your account. Please do not reply to it.`;
  const text = [
    'Hello,',
    '',
    ...body,
    '',
    `See your appointment: ${facts.pageUrl}`,
    '',
    facts.organizationName,
    '',
    footer,
    '',
  ].join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1a1a1a;">',
    '<p>Hello,</p>',
    ...body.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(facts.pageUrl)}">See your appointment</a></p>`,
    `<p><strong>${escapeHtml(facts.organizationName)}</strong></p>`,
    `<p style="font-size: 0.875em; color: #555;">${escapeHtml(footer)}</p>`,
    '</body></html>',
    '',
  ].join('\n');
  return { subject: `${subject} · ${facts.organizationName}`, text, html };
}

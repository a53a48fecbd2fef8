import 'server-only';
import type { VisitMailKind } from '@/lib/contract/bff';
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
  return frame({
    subject,
    body,
    link: { label: 'See your appointment', url: facts.pageUrl },
    organizationName: facts.organizationName,
    footer: `This message was sent by ${facts.organizationName} about a visit in your account. Please do not reply to it.`,
  });
}

/** What a notice about the account says: when, and where to act if it was not the person. */
export interface AccountNoticeFacts {
  organizationName: string;
  timeZone: string;
  changedAt: string;
  signInUrl: string;
}

/**
 * The notice that an account's password was changed. Sent whatever the reminder setting: it is how the
 * owner learns that someone else has the account. It says when, and nothing about the person's health.
 */
export function renderPasswordChangedMail(facts: AccountNoticeFacts): MailContent {
  const when = formatDateTime(facts.changedAt, facts.timeZone);
  return frame({
    subject: 'Your password was changed',
    body: [
      `The password of your account was changed on ${when}, and every other device signed in to it was signed out.`,
      'If you changed it, there is nothing more to do.',
      `If you did not, someone else may know your password: contact ${facts.organizationName} at once.`,
    ],
    link: { label: 'Sign in', url: facts.signInUrl },
    organizationName: facts.organizationName,
    footer: `This message was sent by ${facts.organizationName} about the security of your account. Please do not reply to it.`,
  });
}

/** The link that opens the reset page with its token, and the same reset as a code to type (ADR 0087). */
export function renderPasswordResetMail(facts: {
  organizationName: string;
  resetUrl: string;
  code: string;
  validMinutes: number;
}): MailContent {
  return frame({
    subject: 'Choose a new password',
    body: [
      'Someone, probably you, asked to choose a new password for the account that uses this e-mail address.',
      `Open the link below, or type this code on the page that asked for it: ${facts.code}`,
      `The link and the code work once, for ${facts.validMinutes} minutes. A newer request replaces them.`,
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ],
    link: { label: 'Choose a new password', url: facts.resetUrl },
    organizationName: facts.organizationName,
    footer: `This message was sent by ${facts.organizationName} about the security of your account. Please do not reply to it.`,
  });
}

/**
 * The confirmation of an address for a new account (ADR 0088): a link that opens the rest of the form,
 * and the same as a code to type on the page that asked. Nothing about the clinic's patients.
 */
export function renderRegistrationCodeMail(facts: {
  organizationName: string;
  confirmUrl: string;
  code: string;
  validMinutes: number;
}): MailContent {
  return frame({
    subject: 'Confirm your e-mail address',
    body: [
      `Someone, probably you, asked to create an account with ${facts.organizationName} using this e-mail address.`,
      `Open the link below in the same browser, or type this code on the page that asked for it: ${facts.code}`,
      `The link and the code work once, for ${facts.validMinutes} minutes. A newer request replaces them.`,
      'If you did not ask for this, ignore this message: no account is created.',
    ],
    link: { label: 'Confirm and continue', url: facts.confirmUrl },
    organizationName: facts.organizationName,
    footer: `This message was sent by ${facts.organizationName} because this address was typed on its sign-up page. Please do not reply to it.`,
  });
}

/**
 * What the owner of an account gets when someone asks to register its address again (ADR 0088): the
 * page said the same as for a new address, so the owner is the only one who learns the account exists.
 */
export function renderAccountExistsMail(facts: {
  organizationName: string;
  signInUrl: string;
  resetUrl: string;
}): MailContent {
  return frame({
    subject: 'You already have an account',
    body: [
      `Someone, probably you, asked to create an account with ${facts.organizationName} using this e-mail address. You already have one.`,
      'Sign in with it, or, if you do not remember its password, choose a new one.',
      'If you did not ask for this, ignore this message: your account stays as it is.',
    ],
    link: [
      { label: 'Sign in', url: facts.signInUrl },
      { label: 'Choose a new password', url: facts.resetUrl },
    ],
    organizationName: facts.organizationName,
    footer: `This message was sent by ${facts.organizationName} about the security of your account. Please do not reply to it.`,
  });
}

interface MailLink {
  label: string;
  url: string;
}

/**
 * An invitation to join the staff (ADR 0090): the link opens the page where the invitee chooses their own
 * password. Nobody else ever knows it.
 */
export function renderStaffInvitationMail(facts: {
  organizationName: string;
  roleName: string;
  invitationUrl: string;
  validHours: number;
}): MailContent {
  return frame({
    subject: 'You are invited to the staff dashboard',
    body: [
      `You are invited to ${facts.organizationName}'s staff dashboard, as ${facts.roleName}.`,
      'Open the link below to choose your password: your account is made then, and only you know the password.',
      `The link works once, for ${facts.validHours} hours. If it no longer works, ask an admin to send it again.`,
      'If you did not expect this, ignore this message: nothing happens without the link.',
    ],
    link: { label: 'Accept the invitation', url: facts.invitationUrl },
    organizationName: facts.organizationName,
    footer: `This message was sent by ${facts.organizationName}. Please do not reply to it.`,
  });
}

function frame({
  subject,
  body,
  link,
  organizationName,
  footer,
}: {
  subject: string;
  body: string[];
  link: MailLink | MailLink[];
  organizationName: string;
  footer: string;
}): MailContent {
  const links = Array.isArray(link) ? link : [link];
  const text = [
    'Hello,',
    '',
    ...body,
    '',
    ...links.map(({ label, url }) => `${label}: ${url}`),
    '',
    organizationName,
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
    ...links.map(({ label, url }) => `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`),
    `<p><strong>${escapeHtml(organizationName)}</strong></p>`,
    `<p style="font-size: 0.875em; color: #555;">${escapeHtml(footer)}</p>`,
    '</body></html>',
    '',
  ].join('\n');
  return { subject: `${subject} · ${organizationName}`, text, html };
}

import 'server-only';
import type { MailContent } from './mail-content';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface AccountMailFacts {
  organizationName: string;
}

/** Text and HTML from the same paragraphs, with one link; nothing about the person's health. */
function render({
  organizationName,
  subject,
  body,
  link,
}: AccountMailFacts & {
  subject: string;
  body: string[];
  link: { label: string; url: string };
}): MailContent {
  const footer = `This message was sent by ${organizationName} about your account. Please do not reply to it.`;
  const text = [
    'Hello,',
    '',
    ...body.flatMap((line) => [line, '']),
    `${link.label}: ${link.url}`,
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
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
    `<p><strong>${escapeHtml(organizationName)}</strong></p>`,
    `<p style="font-size: 0.875em; color: #555;">${escapeHtml(footer)}</p>`,
    '</body></html>',
    '',
  ].join('\n');
  return { subject: `${subject} · ${organizationName}`, text, html };
}

/** The link that opens the reset page with its token, and the same reset as a code to type. */
export function renderPasswordResetMail(
  facts: AccountMailFacts & { resetUrl: string; code: string; validMinutes: number },
): MailContent {
  return render({
    organizationName: facts.organizationName,
    subject: 'Choose a new password',
    body: [
      'Someone, probably you, asked to choose a new password for the account that uses this e-mail address.',
      `Open the link below, or type this code on the page that asked for it: ${facts.code}`,
      `The link and the code work once, for ${facts.validMinutes} minutes. A newer request replaces them.`,
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ],
    link: { label: 'Choose a new password', url: facts.resetUrl },
  });
}

/** Sent after every reset, so that a reset the owner did not make does not go unnoticed. */
export function renderPasswordChangedMail(facts: AccountMailFacts & { signInUrl: string }): MailContent {
  return render({
    organizationName: facts.organizationName,
    subject: 'Your password was changed',
    body: [
      'The password of your account was just changed, and every place where it was signed in was signed out.',
      'If you did not do this, choose a new password now from the sign-in page, and tell us.',
    ],
    link: { label: 'Sign in', url: facts.signInUrl },
  });
}

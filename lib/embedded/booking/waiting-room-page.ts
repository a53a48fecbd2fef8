import { createHash } from 'node:crypto';
import type { WaitingRoomStatus } from './waiting-room-status';

export const WAITING_ROOM_REFRESH_SECONDS = 15;

const STYLE = `
body{margin:0;font:1.125rem/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1b1f24;background:#f4f6f8}
main{max-width:34rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.5rem;margin:0 0 1rem}
.position{font-size:2.5rem;font-weight:700;margin:.25rem 0}
.note{color:#4a5560;font-size:1rem}
a{color:#0b5cad}
@media (prefers-color-scheme:dark){body{background:#15181c;color:#e8ecef}main{background:#22272e}.note{color:#b3bcc5}a{color:#7cb7ff}}
`;

/** Only this page's own stylesheet may apply; no script, image, frame or form is allowed at all. */
export const WAITING_ROOM_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

function minutes(count: number): string {
  if (count < 1) return 'less than a minute';
  return count === 1 ? '1 minute' : `${count} minutes`;
}

function greeting(firstName: string | null): string {
  return firstName?.trim() ? `Hello, ${escapeHtml(firstName.trim())}.` : 'Hello.';
}

function body(status: WaitingRoomStatus): { heading: string; content: string } {
  switch (status.kind) {
    case 'waiting':
      return {
        heading: 'You are in the waiting room',
        content: `<p>${greeting(status.firstName)} A practitioner licensed in ${escapeHtml(status.stateName)} will join you.</p>
<p>Your place in the queue:</p>
<p class="position">${status.position}</p>
<p>You have waited ${minutes(status.waitedMinutes)}.${
          status.minutesLeft === null
            ? ''
            : ` A practitioner should join in about ${minutes(status.minutesLeft)}; this is an estimate, not a promise.`
        }</p>
<p class="note">This page refreshes every ${WAITING_ROOM_REFRESH_SECONDS} seconds. <a href="">Refresh now</a></p>`,
      };
    case 'joined':
      return {
        heading: 'Your practitioner has joined',
        content: `<p>${greeting(status.firstName)} A practitioner, ${escapeHtml(status.practitionerName)}, has joined your visit in ${escapeHtml(status.stateName)}.</p>
${status.waitedMinutes === null ? '' : `<p class="note">You waited ${minutes(status.waitedMinutes)}.</p>`}`,
      };
    case 'scheduled':
      return {
        heading: 'Your visit is scheduled',
        content: `<p>${greeting(status.firstName)} Your visit in ${escapeHtml(status.stateName)} starts at <time datetime="${status.startsAt}">${status.startsAt.replace('T', ' ').replace('Z', ' UTC')}</time>${
          status.practitionerName ? ` with ${escapeHtml(status.practitionerName)}` : ''
        }.</p>
<p class="note">Keep this page open: it refreshes every ${WAITING_ROOM_REFRESH_SECONDS} seconds and shows when your practitioner joins. <a href="">Refresh now</a></p>`,
      };
    case 'cancelled':
      return {
        heading: 'This visit was cancelled',
        content: `<p>${greeting(status.firstName)} This visit was cancelled, so you are no longer in the waiting room.</p>`,
      };
  }
}

function page({ title, content, refresh }: { title: string; content: string; refresh: boolean }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
${refresh ? `<meta http-equiv="refresh" content="${WAITING_ROOM_REFRESH_SECONDS}">\n` : ''}<title>${title}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<div role="status">
${content}
</div>
</main>
</body>
</html>
`;
}

export function renderWaitingRoomPage(status: WaitingRoomStatus): string {
  const { heading, content } = body(status);
  return page({ title: heading, content, refresh: status.kind === 'waiting' || status.kind === 'scheduled' });
}

export function renderWaitingRoomNotFoundPage(): string {
  return page({
    title: 'Waiting room not found',
    content:
      '<p>This waiting room link is not valid. Please use the link you were given when you booked.</p>',
    refresh: false,
  });
}

import type { Metadata, Viewport } from 'next';
import { cookies } from 'next/headers';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { isValidTimeZone } from '@/lib/contract';
import { TIME_ZONE_COOKIE } from '@/lib/client/format-time';
import { minuteOf } from '@/lib/client/relative-time';
import { ensureServerMarkdown } from '@/lib/bff/markdown/server-markdown';
import { TimeZoneProvider } from '@/lib/client/time-zone';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Consultations', template: '%s · Consultations' },
  description: 'Talk to the clinical assistant, read the documents of your chats and manage appointments.',
};

// An on-screen keyboard shrinks the layout viewport, so the chat's sticky composer stays above it.
export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  interactiveWidget: 'resizes-content',
};

/**
 * When this request's page is rendered, to the minute as the browser counts it: the "now" of its relative
 * times (the layout renders per request). Hydrated in the same minute, a list's times keep the server's
 * words; to the millisecond, every one of them would be formatted again as the page starts.
 */
function renderedAt(): number {
  return minuteOf(Date.now());
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page renders per request: the CSP nonce is per request, and Next can only put it on the
  // scripts of a page it renders dynamically.
  await connection();
  await ensureServerMarkdown();
  const zoneCookie = (await cookies()).get(TIME_ZONE_COOKIE)?.value;
  const timeZone = zoneCookie && isValidTimeZone(zoneCookie) ? zoneCookie : 'UTC';
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <TimeZoneProvider serverZone={timeZone} serverNow={renderedAt()}>
          {children}
        </TimeZoneProvider>
      </body>
    </html>
  );
}

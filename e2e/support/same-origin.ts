import { CSRF_HEADER_NAME, CSRF_HEADER_VALUE } from '../../lib/client/csrf-header';
import { readSse } from '../../lib/sse/read-sse';
import { E2E_BASE_URL } from '../../playwright.config';
import { recordSentPersonalData } from './personal-data';

/** What the app's own pages send on every state-changing request. */
export const SAME_ORIGIN_HEADERS = {
  Origin: E2E_BASE_URL,
  [CSRF_HEADER_NAME]: CSRF_HEADER_VALUE,
};

/** A new e-mail address, noted for the run's last check that no log holds it. */
export function uniqueEmail(prefix: string): string {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  recordSentPersonalData('email', email);
  return email;
}

// The service refuses a second user with the same phone number, and one end-to-end run registers
// hundreds of patients on one server: a counter in this process after a random exchange code, never a
// random number per call (a few hundred random four-digit numbers collide more often than not).
const exchange = 200 + Math.floor(Math.random() * 800);
let lineNumber = Math.floor(Math.random() * 1000);

/** A phone number no other patient of this run has. */
export function uniquePhoneNumber(): string {
  lineNumber = (lineNumber + 1) % 10_000;
  return `+1 555 ${exchange} ${String(lineNumber).padStart(4, '0')}`;
}

/** Reads an event-stream body into its frames with the shared reader: comments as `{ comment }`, events with parsed data. */
export async function parseEventStream(
  body: string,
): Promise<Array<{ comment: string } | { event: string; data: unknown }>> {
  const frames: Array<{ comment: string } | { event: string; data: unknown }> = [];
  for await (const frame of readSse(new Response(body).body!)) {
    frames.push(
      frame.kind === 'comment'
        ? { comment: frame.text }
        : { event: frame.event ?? 'message', data: JSON.parse(frame.data) as unknown },
    );
  }
  return frames;
}

import { CSRF_HEADER_NAME, CSRF_HEADER_VALUE } from '../../lib/client/csrf-header';
import { readSse } from '../../lib/sse/read-sse';
import { E2E_BASE_URL } from '../../playwright.config';

/** What the app's own pages send on every state-changing request. */
export const SAME_ORIGIN_HEADERS = {
  Origin: E2E_BASE_URL,
  [CSRF_HEADER_NAME]: CSRF_HEADER_VALUE,
};

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
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

import { CSRF_HEADER_NAME, CSRF_HEADER_VALUE } from '../../lib/client/csrf-header';
import { E2E_BASE_URL } from '../../playwright.config';

/** What the app's own pages send on every state-changing request. */
export const SAME_ORIGIN_HEADERS = {
  Origin: E2E_BASE_URL,
  [CSRF_HEADER_NAME]: CSRF_HEADER_VALUE,
};

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** Splits an event-stream body into its frames: comments as `{ comment }`, events with parsed data. */
export function parseEventStream(body: string): Array<{ comment: string } | { event: string; data: unknown }> {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      if (block.startsWith(':')) return { comment: block.slice(1).trim() };
      const lines = block.split('\n');
      const event = lines.find((line) => line.startsWith('event: '))?.slice('event: '.length) ?? 'message';
      const data = lines.find((line) => line.startsWith('data: '))?.slice('data: '.length) ?? 'null';
      return { event, data: JSON.parse(data) as unknown };
    });
}

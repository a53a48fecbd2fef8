import { isStreamEventType } from './event-values';
import type { StreamEvent, StreamEventType } from './events';

// How a stream frame becomes an event, without zod: the server checks the payload with the contract's
// schema, the browser with light guards of the same shapes (ADR 0069).

export type ParseStreamEventFailure = 'unknown_event' | 'invalid_json' | 'invalid_payload' | 'type_mismatch';
export type ParseStreamEventResult =
  { ok: true; event: StreamEvent } | { ok: false; reason: ParseStreamEventFailure };

/** A payload whose `type` is a known event name, checked and typed; undefined when its fields are wrong. */
export type StreamPayloadCheck = (
  payload: Record<string, unknown> & { type: StreamEventType },
) => StreamEvent | undefined;

/**
 * One frame's event name and data, read with `check` for the payload. Never throws: an unknown name is
 * reported so the caller can skip it, as the interface requires of clients. The JSON `type` must equal
 * the event name.
 */
export function parseStreamEventFrame(
  eventName: string,
  data: string,
  check: StreamPayloadCheck,
): ParseStreamEventResult {
  if (!isStreamEventType(eventName)) return { ok: false, reason: 'unknown_event' };
  let payload: unknown;
  try {
    payload = JSON.parse(data);
  } catch {
    return { ok: false, reason: 'invalid_json' };
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    return { ok: false, reason: 'invalid_payload' };
  }
  if (!('type' in payload) || payload.type !== eventName) return { ok: false, reason: 'type_mismatch' };
  const event = check(payload as Record<string, unknown> & { type: StreamEventType });
  return event ? { ok: true, event } : { ok: false, reason: 'invalid_payload' };
}

import { z } from 'zod';
import { isStreamEventType, streamEventSchema, type StreamEvent } from './events';

export const EVENT_STREAM_CONTENT_TYPE = 'text/event-stream';

/**
 * One SSE frame, its `event:` and `data:` lines read as fields. `data` is text whose content is the
 * JSON of a `StreamEvent`; `contentMediaType`/`contentSchema` say so to JSON Schema validators.
 */
export const streamFrameSchema = z
  .object({
    event: z.string().meta({ description: 'The event name, equal to the `type` of the data' }),
    data: z.string().meta({
      contentMediaType: 'application/json',
      contentSchema: { $ref: '#/components/schemas/StreamEvent' },
    }),
  })
  .meta({ id: 'StreamFrame' });

export type ParseStreamEventFailure = 'unknown_event' | 'invalid_json' | 'invalid_payload' | 'type_mismatch';
export type ParseStreamEventResult =
  { ok: true; event: StreamEvent } | { ok: false; reason: ParseStreamEventFailure };

/**
 * Parses one SSE frame's event name and data. Never throws: an unknown name is reported so the caller
 * can skip it, as the interface requires of clients. The JSON `type` must equal the event name.
 */
export function parseStreamEvent(eventName: string, data: string): ParseStreamEventResult {
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
  const parsed = streamEventSchema.safeParse(payload);
  return parsed.success ? { ok: true, event: parsed.data } : { ok: false, reason: 'invalid_payload' };
}

/** `event: <type>\ndata: <json>\n\n`; JSON.stringify escapes line breaks, so the data stays on one line. */
export function formatSseFrame(event: StreamEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

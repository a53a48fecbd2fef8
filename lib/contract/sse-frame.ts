import { z } from 'zod';
import { streamEventSchema, type StreamEvent } from './events';
import { parseStreamEventFrame, type ParseStreamEventResult } from './stream-event-frame';

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

/**
 * Parses one SSE frame's event name and data with the contract's schemas. Never throws: an unknown name is
 * reported so the caller can skip it, as the interface requires of clients. The JSON `type` must equal the
 * event name.
 */
export function parseStreamEvent(eventName: string, data: string): ParseStreamEventResult {
  return parseStreamEventFrame(eventName, data, (payload) => {
    const parsed = streamEventSchema.safeParse(payload);
    return parsed.success ? parsed.data : undefined;
  });
}

/** `event: <type>\ndata: <json>\n\n`; JSON.stringify escapes line breaks, so the data stays on one line. */
export function formatSseFrame(event: StreamEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

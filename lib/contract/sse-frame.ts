import { z } from 'zod';
import { streamEventSchema, type StreamEvent } from './events';
import { parseStreamEventFrame, type ParseStreamEventResult } from './stream-event-frame';

export const EVENT_STREAM_CONTENT_TYPE = 'text/event-stream';

const SCHEMA_REF_PREFIX = '#/components/schemas/';

/** One variant of the stream's SSE events: this event name, with data that is JSON of this event. */
function sseEventVariant(eventSchema: (typeof streamEventSchema.options)[number]) {
  const id = eventSchema.meta()?.id;
  if (!id) throw new Error(`The ${eventSchema.shape.type.value} event schema has no component id`);
  return {
    // Required here too, so that each variant is told apart by its event name alone.
    required: ['event', 'data'],
    properties: {
      event: { const: eventSchema.shape.type.value },
      data: { contentMediaType: 'application/json', contentSchema: { $ref: `${SCHEMA_REF_PREFIX}${id}` } },
    },
  };
}

/**
 * One event of the stream as OpenAPI 3.2 reads a `text/event-stream` item: the frame's fields, `data`
 * being text. Each `oneOf` variant pairs an event name with the schema its data has once read as JSON
 * (`contentMediaType`/`contentSchema`), so the name and the data's `type` always agree. The variants
 * follow the contract's union, so a new event is documented as soon as it exists.
 */
export const streamSseEventSchema = z
  .object({
    event: z.string().meta({ description: 'The event name, equal to the `type` of the data' }),
    data: z.string().meta({
      description: 'The JSON of the event, on one line',
      contentMediaType: 'application/json',
    }),
    id: z.string().optional().meta({
      description:
        'Never sent: a stream cannot be resumed. After an interruption the client reads the chat messages.',
    }),
    retry: z.int().nonnegative().optional().meta({
      description: 'Never sent: each turn is its own request, which the client does not repeat by itself.',
    }),
  })
  .meta({ id: 'StreamSseEvent', oneOf: streamEventSchema.options.map(sseEventVariant) });

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

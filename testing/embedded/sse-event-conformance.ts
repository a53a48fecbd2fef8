import { DEFAULT_SSE_EVENT_NAME, readSse, type SseEventFrame } from '@/lib/sse/read-sse';
import { createDocumentValidator } from './document-validator';

const JSON_MEDIA_TYPE = 'application/json';

/** A `text/event-stream` entry of a document's responses: OpenAPI 3.2 describes each event with `itemSchema`. */
export interface EventStreamContent {
  itemSchema?: unknown;
  schema?: unknown;
}

/** One event as the SSE item model reads it: its fields, `data` as sent (text). */
export interface SseItem {
  event: string;
  data: string;
  id?: string;
}

/** The event frames of an SSE body, read with the shared reader, as items (comments skipped). */
export async function readSseItems(body: ReadableStream<Uint8Array>): Promise<SseItem[]> {
  const items: SseItem[] = [];
  for await (const frame of readSse(body)) if (frame.kind === 'event') items.push(sseItem(frame));
  return items;
}

function sseItem(frame: SseEventFrame): SseItem {
  return {
    event: frame.event ?? DEFAULT_SSE_EVENT_NAME,
    data: frame.data,
    ...(frame.id === undefined ? {} : { id: frame.id }),
  };
}

/**
 * The schema each event must meet, as a streaming validator (Schemathesis) picks it: `itemSchema`, or
 * `schema` in a document without one (OpenAPI 3.0/3.1 has no item schema).
 */
export function perEventSchema(content: EventStreamContent): unknown {
  return content.itemSchema ?? content.schema;
}

/**
 * The schema with every string whose content is JSON read as that content: its `contentSchema` (any
 * JSON value when it has none) in place of the string's own keywords. JSON Schema validators only
 * annotate `contentSchema`; validating the decoded value against this schema is what applies it.
 */
export function withJsonContentDecoded(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withJsonContentDecoded);
  if (schema === null || typeof schema !== 'object') return schema;
  const { contentMediaType, contentSchema } = schema as {
    contentMediaType?: unknown;
    contentSchema?: unknown;
  };
  if (contentMediaType === JSON_MEDIA_TYPE) return contentSchema === undefined ? {} : contentSchema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, inner]) => [key, withJsonContentDecoded(inner)]),
  );
}

/**
 * Checks SSE events against the document: each event as sent (its `data` text) against the per-event
 * schema, and each event with its `data` read as JSON against the same schema with JSON content decoded.
 */
export function createSseEventChecker(document: { components: unknown }) {
  const asSent = createDocumentValidator(document);
  // The components are decoded too: the item schema is usually a reference to one of them.
  const asRead = createDocumentValidator({ components: withJsonContentDecoded(document.components) });
  const decodedSchemas = new WeakMap<object, unknown>();
  const decoded = (schema: object) => {
    if (!decodedSchemas.has(schema)) decodedSchemas.set(schema, withJsonContentDecoded(schema));
    return decodedSchemas.get(schema);
  };

  /** Every way the events depart from `content`; empty when each one conforms. */
  function check(content: EventStreamContent, items: SseItem[]): string[] {
    const schema = perEventSchema(content);
    if (schema === null || typeof schema !== 'object')
      return ['the event stream has no schema for its events'];
    return items.flatMap((item, index) => {
      const what = `event #${index} (${item.event})`;
      const problems = asSent.problems(schema, item, what);
      let data: unknown;
      try {
        data = JSON.parse(item.data);
      } catch {
        return [...problems, `${what}: data is not JSON`];
      }
      return [...problems, ...asRead.problems(decoded(schema), { ...item, data }, `${what}, data read`)];
    });
  }

  return { check };
}

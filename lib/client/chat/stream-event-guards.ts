import type { StreamEvent, StreamEventType } from '@/lib/contract';
import type { StreamPayloadCheck } from '@/lib/contract/stream-event-frame';
import { isRecord } from '@/lib/client/json-shapes';

/**
 * The stream events' fields as the contract's schemas require them, checked without zod: the BFF relays
 * only events it parsed with those schemas (ADR 0069), so the browser confirms what its reducer reads.
 * Other fields pass through, as the schemas keep them. A test holds these checks to the schemas.
 */

type Check = (value: unknown) => boolean;

const text: Check = (value) => typeof value === 'string';
const safeInteger: Check = (value) => Number.isSafeInteger(value);
const nonNegativeNumber: Check = (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const equalTo =
  (expected: string): Check =>
  (value) =>
    value === expected;
const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value);
const fields =
  (shape: Record<string, Check>): Check =>
  (value) =>
    isRecord(value) && Object.entries(shape).every(([name, check]) => check(value[name]));

/** Every event type has its own shape: a new type in the contract fails to compile until it has one. */
const EVENT_FIELDS: { readonly [Type in StreamEventType]: Record<string, Check> } = {
  'message.start': { role: equalTo('assistant'), messageId: text, messageTimestamp: safeInteger },
  'message.content': { messageId: text, content: text },
  'message.stop': { messageId: text, stopReason: optional(text) },
  'conversation.offtopic': { message: optional(text) },
  'conversation.end': { reason: text, message: optional(text) },
  guardian: { guardianId: text, message: text },
  error: { errorCode: text, message: text, retryAfterSeconds: optional(nonNegativeNumber) },
  'skill_code.cta': {
    skillCode: text,
    widget: (value) => text(value) || isRecord(value),
    text: optional(text),
  },
  'ai_consultation.complete': {
    artifacts: fields({ longSummary: text, shortSummary: text, soapNote: text }),
  },
};

export const checkStreamPayload: StreamPayloadCheck = (payload) =>
  fields(EVENT_FIELDS[payload.type])(payload) ? (payload as StreamEvent) : undefined;

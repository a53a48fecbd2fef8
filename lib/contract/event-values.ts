import type { StreamEvent, StreamEventOf, StreamEventType } from './events';

// The stream's event names and what the patient may send: plain values, safe for the browser.

export const USER_INPUT_MAX = 10_000;
export const MESSAGE_PROMPT_CONTEXT_MAX = 50_000;
export const USER_MESSAGE_EVENT_TYPE = 'user_message';

// Open enumerations: these are the values the embedded service sends; any string is accepted on read.
export const STOP_REASONS = ['end_turn'] as const;
export const CONVERSATION_END_REASONS = [
  'abusive_language',
  'repeated_offtopic',
  'safety_escalation',
  'consultation_complete',
] as const;
export const SKILL_CODES = ['book_appointment', 'urgent_care', 'self_care'] as const;
export const CTA_WIDGETS = ['appointment_booking', 'emergency_info', 'self_care_tips'] as const;
export const STREAM_ERROR_CODES = { rateLimited: 'rate_limited', internal: 'internal_error' } as const;

export const STREAM_EVENT_TYPES = [
  'message.start',
  'message.content',
  'message.stop',
  'conversation.offtopic',
  'conversation.end',
  'guardian',
  'error',
  'skill_code.cta',
  'ai_consultation.complete',
] as const satisfies readonly StreamEventType[];

/** Events whose meaning is handled explicitly, never inferred from assistant text or the connection closing. */
export const CONTROL_EVENT_TYPES = [
  'guardian',
  'conversation.end',
  'skill_code.cta',
  'error',
  'ai_consultation.complete',
] as const satisfies readonly StreamEventType[];

export type ControlEventType = (typeof CONTROL_EVENT_TYPES)[number];
export type ControlEvent = StreamEventOf<ControlEventType>;

const STREAM_EVENT_TYPE_SET: ReadonlySet<string> = new Set(STREAM_EVENT_TYPES);
const CONTROL_EVENT_TYPE_SET: ReadonlySet<string> = new Set(CONTROL_EVENT_TYPES);

export function isStreamEventType(name: string): name is StreamEventType {
  return STREAM_EVENT_TYPE_SET.has(name);
}

export function isControlEvent(event: StreamEvent): event is ControlEvent {
  return CONTROL_EVENT_TYPE_SET.has(event.type);
}

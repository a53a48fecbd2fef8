import { describe, expect, it } from 'vitest';
import { streamEventSchema, type StreamEvent, type StreamEventType } from '@/lib/contract';
import { checkStreamPayload } from './stream-event-guards';

const VALID: StreamEvent[] = [
  { type: 'message.start', role: 'assistant', messageId: 'm1', messageTimestamp: 1_764_000_000_000 },
  { type: 'message.content', messageId: 'm1', content: 'Hello' },
  { type: 'message.stop', messageId: 'm1', stopReason: 'end_turn' },
  { type: 'message.stop', messageId: 'm1' },
  { type: 'conversation.offtopic', message: 'Let us stay on your health.' },
  { type: 'conversation.offtopic' },
  { type: 'conversation.end', reason: 'consultation_complete', message: 'Thank you.' },
  { type: 'guardian', guardianId: 'g1', message: 'Call 911.' },
  { type: 'error', errorCode: 'rate_limited', message: 'Slow down.', retryAfterSeconds: 3 },
  { type: 'error', errorCode: 'internal_error', message: 'Sorry.' },
  { type: 'skill_code.cta', skillCode: 'book_appointment', widget: 'appointment_booking', text: 'Book' },
  { type: 'skill_code.cta', skillCode: 'self_care', widget: { kind: 'tips', items: [] } },
  { type: 'ai_consultation.complete', artifacts: { longSummary: 'L', shortSummary: 'S', soapNote: 'N' } },
];

/** Each valid event with one field made wrong in every way a payload can be: gone, null, another type. */
function variants(event: StreamEvent): Record<string, unknown>[] {
  const wrongs: unknown[] = [undefined, null, 7, -1, 1.5, 'text', true, [], {}, { longSummary: 'L' }];
  return Object.keys(event)
    .filter((field) => field !== 'type')
    .flatMap((field) => wrongs.map((wrong) => ({ ...event, [field]: wrong })));
}

describe('the browser’s checks of stream events', () => {
  it('accept what the contract accepts and refuse what it refuses, field by field', () => {
    const payloads = [...VALID, ...VALID.flatMap(variants), { ...VALID[0], extra: 'kept' }];
    for (const payload of payloads) {
      const typed = payload as Record<string, unknown> & { type: StreamEventType };
      expect({ payload, accepted: checkStreamPayload(typed) !== undefined }).toEqual({
        payload,
        accepted: streamEventSchema.safeParse(payload).success,
      });
    }
  });

  it('cover every event type the contract names', () => {
    const types = new Set(VALID.map((event) => event.type));
    expect([...types].sort()).toEqual([...streamEventSchema.options.map((option) => option.shape.type.value)].sort());
  });
});

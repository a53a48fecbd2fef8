import { describe, expect, it } from 'vitest';
import {
  CONTROL_EVENT_TYPES,
  isControlEvent,
  isStreamEventType,
  STREAM_EVENT_TYPES,
  streamEventSchema,
} from '.';
import { ONE_OF_EACH_EVENT } from '@/testing/contract/stream-event-samples';

describe('STREAM_EVENT_TYPES', () => {
  it('lists exactly the members of the union', () => {
    const schemaTypes = streamEventSchema.options.map((option) => option.shape.type.value);
    expect([...STREAM_EVENT_TYPES]).toEqual(schemaTypes);
    expect(ONE_OF_EACH_EVENT.map((event) => event.type)).toEqual(schemaTypes);
  });

  it('recognises known names only', () => {
    expect(isStreamEventType('guardian')).toBe(true);
    expect(isStreamEventType('message.delta')).toBe(false);
  });
});

describe('control events', () => {
  it('are the five the interface names', () => {
    expect([...CONTROL_EVENT_TYPES].sort()).toEqual(
      ['ai_consultation.complete', 'conversation.end', 'error', 'guardian', 'skill_code.cta'].sort(),
    );
    expect(ONE_OF_EACH_EVENT.filter(isControlEvent).map((event) => event.type)).toEqual([
      'conversation.end',
      'guardian',
      'error',
      'skill_code.cta',
      'ai_consultation.complete',
    ]);
  });
});

describe('streamEventSchema (read)', () => {
  it('keeps unknown fields and accepts open values', () => {
    const event = { type: 'conversation.end', reason: 'new_reason', extra: 1 };
    expect(streamEventSchema.parse(event)).toEqual(event);
    const cta = { type: 'skill_code.cta', skillCode: 'new_skill', widget: { kind: 'card', id: 7 } };
    expect(streamEventSchema.parse(cta)).toEqual(cta);
  });

  it('accepts the optional fields as absent', () => {
    expect(streamEventSchema.safeParse({ type: 'message.stop', messageId: 'm' }).success).toBe(true);
    expect(streamEventSchema.safeParse({ type: 'conversation.offtopic' }).success).toBe(true);
    expect(streamEventSchema.safeParse({ type: 'error', errorCode: 'x', message: 'y' }).success).toBe(true);
  });

  it('rejects payloads that break the interface', () => {
    const start = { type: 'message.start', role: 'assistant', messageId: 'm', messageTimestamp: 1 };
    expect(streamEventSchema.safeParse({ ...start, messageTimestamp: 1.5 }).success).toBe(false);
    expect(streamEventSchema.safeParse({ ...start, role: 'user' }).success).toBe(false);
    expect(
      streamEventSchema.safeParse({ type: 'error', errorCode: 'x', message: 'y', retryAfterSeconds: -1 })
        .success,
    ).toBe(false);
    expect(streamEventSchema.safeParse({ type: 'guardian', message: 'no id' }).success).toBe(false);
    expect(
      streamEventSchema.safeParse({ type: 'ai_consultation.complete', artifacts: { longSummary: 'a' } })
        .success,
    ).toBe(false);
  });
});

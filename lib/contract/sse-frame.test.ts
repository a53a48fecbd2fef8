import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { describe, expect, it } from 'vitest';
import { ONE_OF_EACH_EVENT } from '@/testing/contract/stream-event-samples';
import { formatSseFrame, parseStreamEvent } from './sse-frame';

function readFrames(stream: string): EventSourceMessage[] {
  const messages: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (message) => messages.push(message) });
  parser.feed(stream);
  return messages;
}

describe('formatSseFrame', () => {
  it('writes exactly an event line, one data line and a blank line', () => {
    expect(formatSseFrame({ type: 'message.content', messageId: 'm1', content: 'a\nb' })).toBe(
      'event: message.content\ndata: {"type":"message.content","messageId":"m1","content":"a\\nb"}\n\n',
    );
  });

  it('keeps data on one line whatever the text holds', () => {
    const frame = formatSseFrame({
      type: 'message.content',
      messageId: 'm1',
      content: 'line\r\nnext\n\ndata: fake',
    });
    expect(frame.split('\n')).toHaveLength(4);
  });
});

describe('every event through a real frame', () => {
  it.each(ONE_OF_EACH_EVENT.map((event) => [event.type, event] as const))(
    '%s round-trips',
    (_type, event) => {
      const [message, ...rest] = readFrames(formatSseFrame(event));
      expect(rest).toEqual([]);
      expect(message?.event).toBe(event.type);
      expect(parseStreamEvent(message?.event ?? '', message?.data ?? '')).toEqual({ ok: true, event });
    },
  );

  it('parses frames written by hand, as the real service would send them', () => {
    const stream =
      'event: message.start\ndata: {"type":"message.start","role":"assistant","messageId":"m9","messageTimestamp":1795000000}\n\n' +
      'event: message.content\r\ndata: {"type":"message.content","messageId":"m9","content":"Hi"}\r\n\r\n';
    const events = readFrames(stream).map((message) => parseStreamEvent(message.event ?? '', message.data));
    expect(events).toEqual([
      {
        ok: true,
        event: { type: 'message.start', role: 'assistant', messageId: 'm9', messageTimestamp: 1795000000 },
      },
      { ok: true, event: { type: 'message.content', messageId: 'm9', content: 'Hi' } },
    ]);
  });
});

describe('parseStreamEvent failures', () => {
  it('tolerates unknown event names without throwing', () => {
    expect(parseStreamEvent('message.delta', '{"type":"message.delta"}')).toEqual({
      ok: false,
      reason: 'unknown_event',
    });
    expect(parseStreamEvent('', 'not json')).toEqual({ ok: false, reason: 'unknown_event' });
    expect(parseStreamEvent('message', '{}')).toEqual({ ok: false, reason: 'unknown_event' });
  });

  it('reports data that is not JSON', () => {
    expect(parseStreamEvent('guardian', '{"type":"guardian"')).toEqual({ ok: false, reason: 'invalid_json' });
  });

  it('rejects a type that does not match the event name', () => {
    const data = JSON.stringify({ type: 'message.stop', messageId: 'm1' });
    expect(parseStreamEvent('message.content', data)).toEqual({ ok: false, reason: 'type_mismatch' });
    expect(parseStreamEvent('message.stop', '{"messageId":"m1"}')).toEqual({
      ok: false,
      reason: 'type_mismatch',
    });
  });

  it('reports a known event whose payload does not fit', () => {
    expect(parseStreamEvent('guardian', '{"type":"guardian","message":"no id"}')).toEqual({
      ok: false,
      reason: 'invalid_payload',
    });
    expect(parseStreamEvent('guardian', '["guardian"]')).toEqual({ ok: false, reason: 'invalid_payload' });
    expect(parseStreamEvent('guardian', 'null')).toEqual({ ok: false, reason: 'invalid_payload' });
  });
});

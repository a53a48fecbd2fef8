import { describe, expect, it, vi } from 'vitest';
import type { StreamEvent } from '@/lib/contract';
import { createEventStream } from './event-stream';
import { embeddedLog } from '@/lib/embedded/embedded-log';
import { openEventReader, parseSseFrames } from '@/testing/embedded/conversation/read-event-stream';

const content = (index: number): StreamEvent => ({
  type: 'message.content',
  messageId: 'msg_1',
  content: `c${index}`,
});

function countingEvents(total: number) {
  const produced: number[] = [];
  async function* events(): AsyncGenerator<StreamEvent, void, undefined> {
    for (let index = 0; index < total; index += 1) {
      produced.push(index);
      yield content(index);
    }
  }
  return { produced, events: events() };
}

function streamOf(
  total: number,
  options: { cutAfterEvents?: number | null; clientSignal?: AbortSignal } = {},
) {
  const { produced, events } = countingEvents(total);
  const delivered: StreamEvent[] = [];
  const onStoppedEarly = vi.fn(async () => undefined);
  const generation = new AbortController();
  const stream = createEventStream({
    events,
    generation,
    cutAfterEvents: options.cutAfterEvents ?? null,
    clientSignal: options.clientSignal,
    onDelivered: (event) => delivered.push(event),
    onStoppedEarly,
  });
  return { stream, produced, delivered, onStoppedEarly, generation };
}

describe('createEventStream', () => {
  it('writes every event as a contract frame and ends without stopping early', async () => {
    const { stream, delivered, onStoppedEarly } = streamOf(3);
    const text = await new Response(stream).text();
    expect((await parseSseFrames(text)).map((frame) => frame.event)).toEqual([
      content(0),
      content(1),
      content(2),
    ]);
    expect(text).toBe(
      delivered.map((event) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`).join(''),
    );
    expect(onStoppedEarly).not.toHaveBeenCalled();
  });

  it('produces an event only when the client asks for one', async () => {
    const { stream, produced, onStoppedEarly, generation } = streamOf(10);
    const reader = openEventReader(new Response(stream));
    expect(await reader.next()).toEqual(content(0));
    expect(produced).toEqual([0]);
    await reader.cancel();
    expect(onStoppedEarly).toHaveBeenCalledTimes(1);
    expect(generation.signal.aborted).toBe(true);
    expect(produced).toEqual([0]);
  });

  it('closes after the configured number of events, as a dropped connection would', async () => {
    const { stream, delivered, onStoppedEarly } = streamOf(10, { cutAfterEvents: 2 });
    const text = await new Response(stream).text();
    expect(await parseSseFrames(text)).toHaveLength(2);
    expect(delivered).toHaveLength(2);
    expect(onStoppedEarly).toHaveBeenCalledTimes(1);
  });

  it('stops when the client signal aborts', async () => {
    const client = new AbortController();
    const { stream, onStoppedEarly } = streamOf(10, { clientSignal: client.signal });
    const reader = openEventReader(new Response(stream));
    await reader.next();
    client.abort();
    expect(await reader.next()).toBeNull();
    expect(onStoppedEarly).toHaveBeenCalledTimes(1);
  });

  it('ends a failing turn with an internal error event', async () => {
    async function* failing(): AsyncGenerator<StreamEvent, void, undefined> {
      yield content(0);
      throw new Error('boom');
    }
    const onStoppedEarly = vi.fn(async () => undefined);
    const errors = vi.spyOn(embeddedLog, 'error').mockImplementation(() => undefined);
    const stream = createEventStream({
      events: failing(),
      generation: new AbortController(),
      cutAfterEvents: null,
      onDelivered: () => undefined,
      onStoppedEarly,
    });
    const events = (await parseSseFrames(await new Response(stream).text())).map((frame) => frame.event);
    errors.mockRestore();
    expect(events).toEqual([
      content(0),
      expect.objectContaining({ type: 'error', errorCode: 'internal_error' }),
    ]);
    expect(onStoppedEarly).toHaveBeenCalledTimes(1);
  });
});

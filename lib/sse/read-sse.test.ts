import { describe, expect, it } from 'vitest';
import { readSse, SseFrameTooLargeError, type SseFrame } from './read-sse';
import { START } from '@/testing/service/stream-fixtures';
import { readStreamEvents } from './read-stream-events';

function bodyOf(chunks: string[], { close = true } = {}) {
  const encoder = new TextEncoder();
  let pulls = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[pulls++];
      if (chunk !== undefined) controller.enqueue(encoder.encode(chunk));
      else if (close) controller.close();
    },
  }, { highWaterMark: 0 });
  return { body, pulls: () => pulls };
}

async function all(body: ReadableStream<Uint8Array>): Promise<SseFrame[]> {
  const frames: SseFrame[] = [];
  for await (const frame of readSse(body)) frames.push(frame);
  return frames;
}

describe('readSse', () => {
  it('reads events and comments, across chunks that split frames, lines and characters', async () => {
    const text = ': connected\n\nevent: message.start\ndata: {"a":"é"}\n\ndata: one\ndata: two\n\n';
    const bytes = new TextEncoder().encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < bytes.length; index += 3) controller.enqueue(bytes.slice(index, index + 3));
        controller.close();
      },
    });
    expect(await all(body)).toEqual([
      { kind: 'comment', text: 'connected' },
      { kind: 'event', event: 'message.start', data: '{"a":"é"}', id: undefined },
      { kind: 'event', event: undefined, data: 'one\ntwo', id: undefined },
    ]);
  });

  it('pulls the body only as far as the frame asked for', async () => {
    const { body, pulls } = bodyOf(['data: 1\n\n', 'data: 2\n\n', 'data: 3\n\n']);
    const reader = readSse(body);
    expect(await reader.next()).toMatchObject({ data: '1' });
    expect(pulls()).toBe(1);
    await reader.cancel();
  });

  it('drops a frame the body ended inside of, and says so', async () => {
    const reader = readSse(bodyOf(['data: 1\n\ndata: unfinished']).body);
    expect(await reader.next()).toMatchObject({ data: '1' });
    expect(await reader.next()).toBeNull();
    expect(reader.endedInsideFrame).toBe(true);

    const whole = readSse(bodyOf(['data: 1\n\n']).body);
    await whole.next();
    expect(await whole.next()).toBeNull();
    expect(whole.endedInsideFrame).toBe(false);
  });

  it('refuses a frame longer than maxFrameCharacters', async () => {
    const reader = readSse(bodyOf([`data: ${'x'.repeat(200)}`]).body, { maxFrameCharacters: 100 });
    await expect(reader.next()).rejects.toBeInstanceOf(SseFrameTooLargeError);
  });

  it('passes a read error of the body on as it is', async () => {
    const failure = new Error('connection reset');
    const body = new ReadableStream<Uint8Array>({ pull: (controller) => controller.error(failure) });
    await expect(readSse(body).next()).rejects.toBe(failure);
  });
});

describe('readStreamEvents', () => {
  it('yields the contract events and reports the frames it skips', async () => {
    const skipped: string[] = [];
    const events = [];
    const { body } = bodyOf([
      ': keep-alive\n\n',
      `event: ${START.type}\ndata: ${JSON.stringify(START)}\n\n`,
      'event: message.future\ndata: {}\n\n',
    ]);
    for await (const event of readStreamEvents(body, { onSkippedEvent: ({ eventName }) => skipped.push(eventName) })) {
      events.push(event);
    }
    expect(skipped).toEqual(['message.future']);
    expect(events).toEqual([START]);
  });
});

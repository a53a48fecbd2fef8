import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatSseFrame, type StreamEvent } from '@/lib/contract';
import type { SkippedStreamEvent } from './chat-stream-events';
import { createFakeClient } from '@/testing/service/fake-fetch';
import { eventStreamResponse, splitIntoBytes } from '@/testing/service/sse-body';
import {
  COMPLETE,
  CONTENT,
  HEADACHE_TURN,
  START,
  STOP,
  collectEvents,
  createStreamingFakeClient,
} from '@/testing/service/stream-fixtures';

describe('chat stream events', () => {
  it('parses frames split byte by byte, multi-byte characters included', async () => {
    const text = [START, CONTENT, STOP, COMPLETE].map(formatSseFrame).join('').replaceAll('\n', '\r\n');
    const { client } = createStreamingFakeClient(splitIntoBytes(text));
    const stream = await client.openChatStream({ userId: 'usr_1', chatId: 'chat_1', body: HEADACHE_TURN });
    expect(await collectEvents(stream.events)).toEqual([START, CONTENT, STOP, COMPLETE]);
  });

  it('delivers each event as soon as its frame is complete, before the body ends', async () => {
    const { client, counts } = createStreamingFakeClient([formatSseFrame(START)], { endAfterChunks: false });
    const stream = await client.openChatStream({ userId: 'usr_1', chatId: 'chat_1', body: HEADACHE_TURN });
    const iterator = stream.events[Symbol.asyncIterator]();
    await expect(iterator.next()).resolves.toEqual({ done: false, value: START });
    stream.close();
    await expect(iterator.next()).resolves.toEqual({ done: true, value: undefined });
    expect(counts.cancels).toBe(1);
  });

  it('skips unknown events, bad payloads and comments, reporting the skips without their data', async () => {
    const skipped: SkippedStreamEvent[] = [];
    const { client } = createStreamingFakeClient([
      ': heartbeat\n\n',
      'event: message.reaction\ndata: {"type":"message.reaction","secret":"private words"}\n\n',
      formatSseFrame(START),
      'event: guardian\ndata: {"type":"guardian"}\n\n',
      'event: message.content\ndata: not json\n\n',
      'data: {"type":"message.start"}\n\n',
      formatSseFrame(STOP),
      'event: message.content\ndata: {"type":"message.content","messageId":"m","content":"unfinished"}\n',
    ]);
    const stream = await client.openChatStream({
      userId: 'usr_1',
      chatId: 'chat_1',
      body: HEADACHE_TURN,
      onSkippedEvent: (skip) => skipped.push(skip),
    });
    expect(await collectEvents(stream.events)).toEqual([START, STOP]);
    expect(skipped).toEqual([
      { eventName: 'message.reaction', reason: 'unknown_event' },
      { eventName: 'guardian', reason: 'invalid_payload' },
      { eventName: 'message.content', reason: 'invalid_json' },
      { eventName: 'message', reason: 'unknown_event' },
    ]);
  });

  it('gives up on a frame that never ends instead of buffering without bound', async () => {
    const endless = `event: message.content\ndata: ${'x'.repeat(1_100_000)}`;
    const { client, counts } = createStreamingFakeClient([formatSseFrame(START), endless], {
      endAfterChunks: false,
    });
    const stream = await client.openChatStream({ userId: 'usr_1', chatId: 'chat_1', body: HEADACHE_TURN });
    const seen: StreamEvent[] = [];
    const failure = await (async () => {
      for await (const event of stream.events) seen.push(event);
    })().catch((error: unknown) => error);
    expect(seen).toEqual([START]);
    expect(failure).toMatchObject({ code: 'error.bad_response', data: { reason: 'event_too_large' } });
    expect(counts.cancels).toBe(1);
  });
});

describe('closing a chat stream', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('close() cancels the body exactly once, however often it is called', async () => {
    const readerCancel = vi.spyOn(ReadableStreamDefaultReader.prototype, 'cancel');
    const { client, counts } = createStreamingFakeClient([formatSseFrame(START)], { endAfterChunks: false });
    const stream = await client.openChatStream({ userId: 'usr_1', chatId: 'chat_1', body: HEADACHE_TURN });
    stream.close();
    stream.close();
    for await (const event of stream.events)
      throw new Error(`no event expected after close, got ${event.type}`);
    stream.close();
    expect(readerCancel).toHaveBeenCalledTimes(1);
    expect(counts.cancels).toBe(1);
  });

  it('a break in for-await cancels the body once', async () => {
    const { client, counts } = createStreamingFakeClient([formatSseFrame(START), formatSseFrame(CONTENT)], {
      endAfterChunks: false,
    });
    const stream = await client.openChatStream({ userId: 'usr_1', chatId: 'chat_1', body: HEADACHE_TURN });
    for await (const event of stream.events) {
      expect(event).toEqual(START);
      break;
    }
    stream.close();
    expect(counts.cancels).toBe(1);
  });

  it('does not cancel a body that ended by itself', async () => {
    const { client, counts } = createStreamingFakeClient([formatSseFrame(START)]);
    const stream = await client.openChatStream({ userId: 'usr_1', chatId: 'chat_1', body: HEADACHE_TURN });
    await collectEvents(stream.events);
    stream.close();
    expect(counts.cancels).toBe(0);
  });

  it("ends with the caller's abort reason when the caller's signal aborts mid-stream", async () => {
    const controller = new AbortController();
    const { client, counts } = createStreamingFakeClient([formatSseFrame(START)], { endAfterChunks: false });
    const stream = await client.openChatStream({
      userId: 'usr_1',
      chatId: 'chat_1',
      body: HEADACHE_TURN,
      signal: controller.signal,
    });
    const iterator = stream.events[Symbol.asyncIterator]();
    await iterator.next();
    const pending = iterator.next();
    controller.abort(new Error('browser disconnected'));
    await expect(pending).rejects.toThrow('browser disconnected');
    expect(counts.cancels).toBe(1);
  });

  it('reports a body that breaks mid-stream as error.network', async () => {
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        if (pulls === 1) controller.enqueue(new TextEncoder().encode(formatSseFrame(START)));
        else controller.error(new TypeError('terminated'));
      },
    });
    const { client } = createFakeClient(() => eventStreamResponse(body));
    const stream = await client.openChatStream({ userId: 'usr_1', chatId: 'chat_1', body: HEADACHE_TURN });
    const seen: StreamEvent[] = [];
    const error = await (async () => {
      for await (const event of stream.events) seen.push(event);
    })().catch((e: unknown) => e);
    expect(seen).toEqual([START]);
    expect(error).toMatchObject({ code: 'error.network', requestId: 'req_stream_1' });
  });
});

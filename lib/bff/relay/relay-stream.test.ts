import { describe, expect, it, vi } from 'vitest';
import type { StreamEvent } from '@/lib/contract';
import { ONE_OF_EACH_EVENT } from '@/testing/contract/stream-event-samples';
import { createFakeChatStream, createManualTimer } from '@/testing/bff/fake-chat-stream';
import { eventsOf, openSseReader } from '@/testing/bff/sse-reader';
import { bffLog } from '@/lib/bff/logging/bff-logger';
import { createRelayResponse } from './relay-response';
import type { TurnRecorder } from './relay-events';
import { HEARTBEAT_INTERVAL_MS, STREAM_INTERRUPTED_EVENT } from './sse-comments';

const start: StreamEvent = { type: 'message.start', role: 'assistant', messageId: 'm1', messageTimestamp: 1 };
const content: StreamEvent = { type: 'message.content', messageId: 'm1', content: 'Hello' };
const stop: StreamEvent = { type: 'message.stop', messageId: 'm1', stopReason: 'end_turn' };
const complete: StreamEvent = {
  type: 'ai_consultation.complete',
  artifacts: { longSummary: 'a1', shortSummary: 'a2', soapNote: 'a3' },
};

function recorder(overrides: Partial<TurnRecorder> = {}): TurnRecorder {
  return {
    recordCompletion: vi.fn(async () => {}),
    recordCallToAction: vi.fn(async () => {}),
    recordControlEvent: vi.fn(async () => {}),
    previousTurnReplyId: vi.fn(async () => 'reply-of-the-turn-before'),
    ...overrides,
  };
}

function setUp(turnRecorder: TurnRecorder = recorder()) {
  const fake = createFakeChatStream();
  const timer = createManualTimer();
  const response = createRelayResponse({
    stream: fake.stream,
    recorder: turnRecorder,
    schedule: timer.schedule,
  });
  return { fake, timer, response, reader: openSseReader(response.body) };
}

/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the SSE relay', () => {
  it('answers 200 with the event-stream headers and nothing hop-by-hop', () => {
    const { response } = setUp();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(response.headers.get('connection')).toBeNull();
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('x-request-id')).toBe('req_fake');
  });

  it('opens with a comment before the service says anything', async () => {
    const { reader } = setUp();
    expect(await reader.next()).toEqual({ kind: 'comment', text: 'connected' });
  });

  it('forwards every event type in order, each as its own frame, and ends cleanly after a whole turn', async () => {
    const { fake, reader } = setUp();
    await reader.next();
    fake.send(...ONE_OF_EACH_EVENT);
    fake.end();
    const blocks = await reader.rest();
    expect(eventsOf(blocks)).toEqual(ONE_OF_EACH_EVENT);
    expect(blocks.every((block) => block.kind === 'event')).toBe(true);
    expect(fake.closeCount()).toBe(1);
  });

  it('sends each event as soon as it arrives, without waiting for more', async () => {
    const { fake, reader } = setUp();
    await reader.next();
    fake.send(start);
    expect(await reader.next()).toMatchObject({ kind: 'event', event: start });
    fake.send(content);
    expect(await reader.next()).toMatchObject({ kind: 'event', event: content });
  });

  it('sends a heartbeat comment every interval while the service is silent, losing no event', async () => {
    const { fake, timer, reader } = setUp();
    await reader.next();
    const next = reader.next();
    await settle();
    expect(timer.delays()).toEqual([HEARTBEAT_INTERVAL_MS]);
    timer.fire();
    expect(await next).toEqual({ kind: 'comment', text: 'keep-alive' });
    const afterBeat = reader.next();
    await settle();
    fake.send(start);
    expect(await afterBeat).toMatchObject({ kind: 'event', event: start });
    expect(timer.pendingCount()).toBe(0);
  });

  it('records the completion before the browser can read the event', async () => {
    let finishRecording: () => void = () => {};
    const recordCompletion = vi.fn(() => new Promise<void>((resolve) => (finishRecording = resolve)));
    const { fake, reader } = setUp(recorder({ recordCompletion }));
    await reader.next();
    fake.send(complete);
    let delivered = false;
    const next = reader.next().then((block) => {
      delivered = true;
      return block;
    });
    await settle();
    expect(recordCompletion).toHaveBeenCalledWith(complete);
    expect(delivered).toBe(false);
    finishRecording();
    expect(await next).toMatchObject({ kind: 'event', event: complete });
  });

  it('records a call to action, then forwards it', async () => {
    const cta = ONE_OF_EACH_EVENT.find((event) => event.type === 'skill_code.cta')!;
    const turnRecorder = recorder();
    const { fake, reader } = setUp(turnRecorder);
    await reader.next();
    fake.send(cta);
    expect(await reader.next()).toMatchObject({ kind: 'event', event: cta });
    expect(turnRecorder.recordCallToAction).toHaveBeenCalledWith(cta);
  });

  it('records an off-topic notice that opens a turn after the reply the turn before ended with', async () => {
    const offtopic: StreamEvent = {
      type: 'conversation.offtopic',
      message: 'Only health questions, please.',
    };
    const turnRecorder = recorder();
    const { fake, reader } = setUp(turnRecorder);
    await reader.next();
    fake.send(offtopic);
    expect(await reader.next()).toMatchObject({ kind: 'event', event: offtopic });
    fake.send(start);
    await reader.next();
    fake.send({ ...offtopic, message: 'Again.' });
    await reader.next();
    expect(turnRecorder.recordControlEvent).toHaveBeenNthCalledWith(
      1,
      { type: 'conversation.offtopic', message: offtopic.message },
      'reply-of-the-turn-before',
    );
    // Once this turn has a reply of its own, that is what a later notice follows; no second look-up.
    expect(turnRecorder.recordControlEvent).toHaveBeenNthCalledWith(
      2,
      { type: 'conversation.offtopic', message: 'Again.' },
      'm1',
    );
    expect(turnRecorder.previousTurnReplyId).toHaveBeenCalledTimes(1);
  });

  it('still forwards an event whose record failed', async () => {
    const warn = vi.spyOn(bffLog, 'error').mockImplementation(() => {});
    const { fake, reader } = setUp(
      recorder({ recordCompletion: async () => Promise.reject(new Error('db down')) }),
    );
    await reader.next();
    fake.send(complete);
    expect(await reader.next()).toMatchObject({ kind: 'event', event: complete });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('closes the service stream exactly once when the browser leaves, and stops the heartbeat', async () => {
    const { fake, timer, reader } = setUp();
    await reader.next();
    fake.send(start);
    await reader.next();
    const waiting = reader.next().catch(() => null);
    await settle();
    expect(timer.pendingCount()).toBe(1);
    await reader.cancel();
    await reader.cancel();
    await waiting;
    fake.send(content);
    await settle();
    expect(fake.closeCount()).toBe(1);
    expect(timer.pendingCount()).toBe(0);
  });

  it('sends stream_interrupted when the service stream ends mid-message', async () => {
    const { fake, reader } = setUp();
    await reader.next();
    fake.send(start, content);
    fake.end();
    const events = eventsOf(await reader.rest());
    expect(events).toEqual([start, content, STREAM_INTERRUPTED_EVENT]);
    expect(fake.closeCount()).toBe(1);
  });

  it('sends stream_interrupted when the service stream fails', async () => {
    const warn = vi.spyOn(bffLog, 'warn').mockImplementation(() => {});
    const { fake, reader } = setUp();
    await reader.next();
    fake.send(start, content, stop);
    fake.fail(new Error('socket hang up'));
    expect(eventsOf(await reader.rest())).toEqual([start, content, stop, STREAM_INTERRUPTED_EVENT]);
    warn.mockRestore();
  });

  it('sends stream_interrupted when the service stream ends with nothing at all', async () => {
    const { fake, reader } = setUp();
    await reader.next();
    fake.end();
    expect(eventsOf(await reader.rest())).toEqual([STREAM_INTERRUPTED_EVENT]);
  });

  it('adds nothing after an error event from the service', async () => {
    const rateLimited = ONE_OF_EACH_EVENT.find((event) => event.type === 'error')!;
    const { fake, reader } = setUp();
    await reader.next();
    fake.send(start, rateLimited);
    fake.end();
    expect(eventsOf(await reader.rest())).toEqual([start, rateLimited]);
  });

  it('adds nothing when the connection breaks after an error event from the service', async () => {
    const rateLimited = ONE_OF_EACH_EVENT.find((event) => event.type === 'error')!;
    const warn = vi.spyOn(bffLog, 'warn').mockImplementation(() => {});
    const { fake, reader } = setUp();
    await reader.next();
    fake.send(start, rateLimited);
    fake.fail(new Error('socket hang up'));
    expect(eventsOf(await reader.rest())).toEqual([start, rateLimited]);
    warn.mockRestore();
  });
});

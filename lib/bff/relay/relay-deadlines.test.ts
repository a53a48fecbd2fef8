import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StreamEvent } from '@/lib/contract';
import { createFakeChatStream, createManualTimer } from '@/testing/bff/fake-chat-stream';
import { eventsOf, openSseReader } from '@/testing/bff/sse-reader';
import { bffLog } from '@/lib/bff/logging/bff-logger';
import { createRelayResponse } from './relay-response';
import { STREAM_INTERRUPTED_EVENT } from './sse-comments';

const start: StreamEvent = { type: 'message.start', role: 'assistant', messageId: 'm1', messageTimestamp: 1 };
const content: StreamEvent = { type: 'message.content', messageId: 'm1', content: 'Hello' };
const recorder = {
  recordCompletion: async () => {},
  recordCallToAction: async () => {},
  recordControlEvent: async () => {},
  previousTurnReplyId: async () => null,
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

function setUp(deadlines = { idleMs: 1_000, overallMs: 60_000 }) {
  const fake = createFakeChatStream();
  const heartbeat = createManualTimer();
  const deadline = createManualTimer();
  const response = createRelayResponse({
    stream: fake.stream,
    recorder,
    schedule: heartbeat.schedule,
    deadlines,
    scheduleDeadline: deadline.schedule,
  });
  return { fake, deadline, reader: openSseReader(response.body) };
}

afterEach(() => vi.restoreAllMocks());

describe('the relay deadlines', () => {
  it('closes the service call of a stream whose browser stopped reading, and tells it so when it comes back', async () => {
    vi.spyOn(bffLog, 'warn').mockImplementation(() => {});
    const { fake, deadline, reader } = setUp();
    await reader.next();
    fake.send(start);
    expect(await reader.next()).toMatchObject({ kind: 'event', event: start });
    // The browser stops reading: the service goes on, nothing pulls.
    fake.send(content, content, content);
    await settle();
    expect(deadline.delays().sort()).toEqual([1_000, 60_000]);
    expect(fake.closeCount()).toBe(0);

    expect(deadline.fireDelay(1_000)).toBe(1);
    expect(fake.closeCount()).toBe(1);
    expect(bffLog.warn).toHaveBeenCalledWith(
      expect.anything(),
      expect.stringContaining('the browser stopped reading'),
    );
    expect(eventsOf(await reader.rest())).toEqual([STREAM_INTERRUPTED_EVENT]);
    expect(deadline.pendingCount()).toBe(0);
  });

  it('keeps a stream that the browser reads open past the idle deadline, a read at a time', async () => {
    const { fake, deadline, reader } = setUp();
    await reader.next();
    for (let i = 0; i < 3; i += 1) {
      const next = reader.next();
      await settle();
      // While the browser waits for a frame, only the overall deadline runs.
      expect(deadline.delays()).toEqual([60_000]);
      fake.send(content);
      expect(await next).toMatchObject({ kind: 'event' });
    }
    expect(fake.closeCount()).toBe(0);
  });

  it('ends any turn at the overall deadline, even while the browser reads', async () => {
    vi.spyOn(bffLog, 'warn').mockImplementation(() => {});
    const { fake, deadline, reader } = setUp();
    await reader.next();
    fake.send(start);
    await reader.next();
    const waiting = reader.next();
    await settle();
    expect(deadline.fireDelay(60_000)).toBe(1);
    expect(await waiting).toEqual({ kind: 'event', name: 'error', event: STREAM_INTERRUPTED_EVENT });
    expect(await reader.next()).toBeNull();
    expect(fake.closeCount()).toBe(1);
    expect(bffLog.warn).toHaveBeenCalledWith(expect.anything(), expect.stringContaining('overall deadline'));
  });

  it('stops its deadline timers when the turn ends or the browser leaves', async () => {
    const ended = setUp();
    await ended.reader.next();
    ended.fake.end();
    expect(await ended.reader.rest()).toHaveLength(1);
    expect(ended.deadline.pendingCount()).toBe(0);

    const left = setUp();
    await left.reader.next();
    await left.reader.cancel();
    expect(left.deadline.pendingCount()).toBe(0);
  });

  it('runs on real timers by default, so an unread stream is closed without any help', async () => {
    vi.spyOn(bffLog, 'warn').mockImplementation(() => {});
    const fake = createFakeChatStream();
    const response = createRelayResponse({
      stream: fake.stream,
      recorder,
      deadlines: { idleMs: 30, overallMs: 60_000 },
    });
    const reader = openSseReader(response.body);
    await reader.next();
    fake.send(start, content);
    await vi.waitFor(() => expect(fake.closeCount()).toBe(1), { timeout: 2_000 });
  });
});

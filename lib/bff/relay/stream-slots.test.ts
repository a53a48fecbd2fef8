import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StreamEvent } from '@/lib/contract';
import { createFakeChatStream, createManualTimer } from '@/testing/bff/fake-chat-stream';
import { eventsOf, openSseReader } from '@/testing/bff/sse-reader';
import { bffLog } from '@/lib/bff/logging/bff-logger';
import { endOpenStreams } from '@/lib/bff/lifecycle/shutdown-state';
import { createRelayResponse } from './relay-response';
import { SHUTDOWN_INTERRUPTED_EVENT, STREAM_INTERRUPTED_EVENT } from './sse-comments';
import {
  CHAT_STREAMS_PER_PATIENT,
  createStreamSlots,
  patientStreamSlots,
  STREAM_SLOT_RETRY_AFTER_SECONDS,
  takePatientStreamSlot,
} from './stream-slots';
import { ApiError } from '@/lib/bff/http/api-error';

const start: StreamEvent = { type: 'message.start', role: 'assistant', messageId: 'm1', messageTimestamp: 1 };
const stop: StreamEvent = { type: 'message.stop', messageId: 'm1', stopReason: 'end_turn' };
const recorder = {
  recordCompletion: async () => {},
  recordCallToAction: async () => {},
  recordControlEvent: async () => {},
  previousTurnReplyId: async () => null,
};

afterEach(() => vi.restoreAllMocks());

describe('stream slots', () => {
  it('gives each holder at most the limit, and a slot back once however often it is released', () => {
    const slots = createStreamSlots(2);
    const first = slots.tryAcquire('a')!;
    const second = slots.tryAcquire('a')!;
    expect(slots.tryAcquire('a')).toBeNull();
    expect(slots.tryAcquire('b')).not.toBeNull();
    first();
    first();
    expect(slots.openCount('a')).toBe(1);
    const third = slots.tryAcquire('a');
    expect(third).not.toBeNull();
    expect(slots.tryAcquire('a')).toBeNull();
    second();
    third!();
    expect(slots.openCount('a')).toBe(0);
  });

  it('refuses the patient past the limit with 429, the code, a sentence and Retry-After', () => {
    const held = Array.from({ length: CHAT_STREAMS_PER_PATIENT }, () => takePatientStreamSlot('patient-429'));
    let refusal: unknown;
    try {
      takePatientStreamSlot('patient-429');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ApiError);
    const response = (refusal as ApiError).toResponse('req_1');
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe(String(STREAM_SLOT_RETRY_AFTER_SECONDS));
    expect(refusal).toMatchObject({
      code: 'error.chat.too_many_streams',
      message: expect.stringMatching(/already have 3 replies being written/),
      data: { retryAfterSeconds: STREAM_SLOT_RETRY_AFTER_SECONDS, limit: CHAT_STREAMS_PER_PATIENT },
    });
    held.forEach((release) => release());
    expect(patientStreamSlots().openCount('patient-429')).toBe(0);
  });
});

/** A relay whose end is counted, with every timer driven by hand. */
function relay(deadlines = { idleMs: 1_000, overallMs: 60_000 }) {
  const fake = createFakeChatStream();
  const deadline = createManualTimer();
  const onEnded = vi.fn();
  const response = createRelayResponse({
    stream: fake.stream,
    recorder,
    schedule: createManualTimer().schedule,
    deadlines,
    scheduleDeadline: deadline.schedule,
    onEnded,
  });
  return { fake, deadline, onEnded, reader: openSseReader(response.body) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("the relay's end, however it comes", () => {
  it('is told once when the turn completes', async () => {
    const { fake, onEnded, reader } = relay();
    await reader.next();
    fake.send(start, stop);
    fake.end();
    expect(eventsOf(await reader.rest())).toEqual([start, stop]);
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('is told once when the browser leaves, not before', async () => {
    const { fake, onEnded, reader } = relay();
    await reader.next();
    fake.send(start);
    await reader.next();
    expect(onEnded).not.toHaveBeenCalled();
    await reader.cancel();
    await reader.cancel();
    expect(onEnded).toHaveBeenCalledTimes(1);
    expect(fake.closeCount()).toBe(1);
  });

  it('is told once when the service fails mid-turn', async () => {
    vi.spyOn(bffLog, 'warn').mockImplementation(() => {});
    const { fake, onEnded, reader } = relay();
    await reader.next();
    fake.send(start);
    fake.fail(new Error('upstream reset'));
    expect(eventsOf(await reader.rest())).toEqual([start, STREAM_INTERRUPTED_EVENT]);
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('is told once at the idle deadline, and once at the overall deadline', async () => {
    vi.spyOn(bffLog, 'warn').mockImplementation(() => {});
    const idle = relay();
    await idle.reader.next();
    idle.fake.send(start);
    await settle();
    expect(idle.deadline.fireDelay(1_000)).toBe(1);
    expect(idle.onEnded).toHaveBeenCalledTimes(1);
    await idle.reader.cancel();
    expect(idle.onEnded).toHaveBeenCalledTimes(1);

    const overall = relay();
    await overall.reader.next();
    const waiting = overall.reader.next();
    await settle();
    expect(overall.deadline.fireDelay(60_000)).toBe(1);
    expect(await waiting).toMatchObject({ event: STREAM_INTERRUPTED_EVENT });
    expect(overall.onEnded).toHaveBeenCalledTimes(1);
  });

  it('is told once when the instance stops', async () => {
    vi.spyOn(bffLog, 'warn').mockImplementation(() => {});
    const { onEnded, reader } = relay();
    await reader.next();
    expect(endOpenStreams()).toBe(1);
    expect(eventsOf(await reader.rest())).toEqual([SHUTDOWN_INTERRUPTED_EVENT]);
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('is told even when closing the service call throws', async () => {
    const { fake, onEnded, reader } = relay();
    fake.stream.close = () => {
      throw new Error('socket already gone');
    };
    await reader.next();
    await reader.cancel().catch(() => {});
    expect(onEnded).toHaveBeenCalledTimes(1);
  });
});

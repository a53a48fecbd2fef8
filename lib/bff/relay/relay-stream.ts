import 'server-only';
import { formatSseFrame, type StreamEvent } from '@/lib/contract';
import { handleBeforeForwarding, type TurnPosition, type TurnRecorder } from './relay-events';
import { scheduleTimeout, scheduleUnrefTimeout, type ScheduleTimer } from './relay-timer';
import {
  HEARTBEAT_COMMENT,
  HEARTBEAT_INTERVAL_MS,
  OPENING_COMMENT,
  SHUTDOWN_INTERRUPTED_EVENT,
  STREAM_INTERRUPTED_EVENT,
} from './sse-comments';
import { createTurnProgress } from './turn-progress';
import { countOpenRelayStream } from '@/lib/telemetry/relay-metrics';
import { loggableError } from '@/lib/logging/loggable-error';
import { bffLog } from '@/lib/bff/logging/bff-logger';
import { trackOpenStream } from '@/lib/bff/lifecycle/shutdown-state';

/** The part of the service client's chat stream the relay uses. */
export interface ServiceEventStream {
  requestId: string | null;
  events: AsyncIterable<StreamEvent>;
  close(): void;
}

/**
 * A turn normally streams for seconds. The idle deadline ends one whose browser has stopped reading (a
 * frame sits unread that long); the overall deadline ends any turn, read or not, after that long. Either
 * way the service call is closed, so no turn is held open upstream for ever.
 */
export interface RelayDeadlines {
  idleMs: number;
  overallMs: number;
}

export const DEFAULT_RELAY_DEADLINES: RelayDeadlines = { idleMs: 5 * 60_000, overallMs: 30 * 60_000 };

export interface RelayStreamOptions {
  stream: ServiceEventStream;
  recorder: TurnRecorder;
  schedule?: ScheduleTimer;
  heartbeatIntervalMs?: number;
  deadlines?: RelayDeadlines;
  /** The deadlines' timer, apart from the heartbeat's so that each can be driven alone in tests. */
  scheduleDeadline?: ScheduleTimer;
  /**
   * Called once when the relay ends, however it ends: the turn's end or failure, a deadline, the
   * shutdown, or the browser leaving. The route gives the patient's stream slot back with it.
   */
  onEnded?: () => void;
}

type Outcome =
  | { kind: 'event'; event: StreamEvent }
  | { kind: 'end' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'heartbeat' };

const encoder = new TextEncoder();

function warnDeadlinePassed(kind: 'idle' | 'overall', requestId: string | null): void {
  const why = kind === 'idle' ? 'the browser stopped reading' : 'the turn ran past the overall deadline';
  bffLog.warn({ upstreamRequestId: requestId }, `chat stream closed: ${why}`);
}

function warnStreamFailed(error: unknown, requestId: string | null): void {
  // The browser leaving aborts the service call too; that is not a failure worth a log line.
  if (error instanceof Error && error.name === 'AbortError') return;
  bffLog.warn({ upstreamRequestId: requestId, error: loggableError(error) }, 'chat stream failed mid-turn');
}

/** A failed record is logged, and the event still goes out: the browser's turn must not break over it. */
async function recordBeforeForwarding(
  event: StreamEvent,
  recorder: TurnRecorder,
  position: TurnPosition,
  requestId: string | null,
) {
  try {
    await handleBeforeForwarding(event, recorder, position);
  } catch (error) {
    bffLog.error(
      { upstreamRequestId: requestId, eventType: event.type, error: loggableError(error) },
      'chat stream could not record an event',
    );
  }
}

/**
 * The browser's SSE body. Pull-based with no buffer (highWaterMark 0): the service is read only while the
 * browser is reading, and each event goes out on its own as soon as it arrives. While the service is
 * silent a comment goes out every heartbeat interval. A turn is never resent from here.
 */
export function createRelayStream({
  stream,
  recorder,
  schedule = scheduleTimeout,
  heartbeatIntervalMs = HEARTBEAT_INTERVAL_MS,
  deadlines = DEFAULT_RELAY_DEADLINES,
  scheduleDeadline = scheduleUnrefTimeout,
  onEnded,
}: RelayStreamOptions): ReadableStream<Uint8Array> {
  const iterator = stream.events[Symbol.asyncIterator]();
  const progress = createTurnProgress();
  const position: TurnPosition = { lastAssistantMessageId: null };
  // Survives a heartbeat: the read that was waiting is still the next event, and it never rejects.
  let pendingEvent: Promise<Outcome> | undefined;
  let cancelHeartbeat: (() => void) | undefined;
  let cancelIdleDeadline: (() => void) | undefined;
  let cancelOverallDeadline: (() => void) | undefined;
  let finished = false;
  let serviceClosed = false;
  let countClosed: (() => void) | undefined;
  let untrack: (() => void) | undefined;

  // Every way a relay ends (the turn's end, a deadline, the browser leaving) closes the service's stream.
  const closeService = () => {
    countClosed?.();
    if (serviceClosed) return;
    serviceClosed = true;
    try {
      stream.close();
    } finally {
      onEnded?.();
    }
  };
  const stopHeartbeat = () => {
    cancelHeartbeat?.();
    cancelHeartbeat = undefined;
  };
  const nextHeartbeat = () =>
    new Promise<Outcome>((resolve) => {
      cancelHeartbeat = schedule(() => resolve({ kind: 'heartbeat' }), heartbeatIntervalMs);
    });
  const readNextEvent = (): Promise<Outcome> =>
    iterator.next().then(
      (result): Outcome => (result.done ? { kind: 'end' } : { kind: 'event', event: result.value }),
      (error: unknown): Outcome => ({ kind: 'failed', error }),
    );
  const stopTimers = () => {
    stopHeartbeat();
    cancelIdleDeadline?.();
    cancelOverallDeadline?.();
  };
  const finish = (controller: ReadableStreamDefaultController<Uint8Array>, lastEvent?: StreamEvent) => {
    finished = true;
    stopTimers();
    untrack?.();
    if (lastEvent) controller.enqueue(encoder.encode(formatSseFrame(lastEvent)));
    controller.close();
    closeService();
  };
  // The browser that comes back to read finds the interruption, so it reads the messages before resending.
  const expire = (controller: ReadableStreamDefaultController<Uint8Array>, kind: 'idle' | 'overall') => {
    if (finished) return;
    warnDeadlinePassed(kind, stream.requestId);
    finish(controller, STREAM_INTERRUPTED_EVENT);
  };
  const awaitNextRead = (controller: ReadableStreamDefaultController<Uint8Array>) => {
    cancelIdleDeadline = scheduleDeadline(() => expire(controller, 'idle'), deadlines.idleMs);
  };

  /** One frame for the browser: the next event, a heartbeat, or the end. */
  const relayNext = async (controller: ReadableStreamDefaultController<Uint8Array>) => {
    pendingEvent ??= readNextEvent();
    const outcome = await Promise.race([pendingEvent, nextHeartbeat()]);
    stopHeartbeat();
    if (finished) return;
    if (outcome.kind === 'heartbeat') {
      controller.enqueue(encoder.encode(HEARTBEAT_COMMENT));
      return;
    }
    pendingEvent = undefined;
    switch (outcome.kind) {
      case 'event':
        progress.observe(outcome.event);
        await recordBeforeForwarding(outcome.event, recorder, position, stream.requestId);
        // The browser may have left while the turn was being recorded; the record stands regardless.
        if (finished) return;
        controller.enqueue(encoder.encode(formatSseFrame(outcome.event)));
        return;
      case 'end':
        finish(controller, progress.endedMidway() ? STREAM_INTERRUPTED_EVENT : undefined);
        return;
      case 'failed':
        warnStreamFailed(outcome.error, stream.requestId);
        finish(controller, progress.errorReported() ? undefined : STREAM_INTERRUPTED_EVENT);
        return;
    }
  };

  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        countClosed = countOpenRelayStream();
        controller.enqueue(encoder.encode(OPENING_COMMENT));
        untrack = trackOpenStream({
          endForShutdown() {
            if (finished) return;
            bffLog.warn(
              { upstreamRequestId: stream.requestId },
              'chat stream closed: the instance is stopping',
            );
            finish(controller, SHUTDOWN_INTERRUPTED_EVENT);
          },
        });
        cancelOverallDeadline = scheduleDeadline(() => expire(controller, 'overall'), deadlines.overallMs);
        awaitNextRead(controller);
      },
      async pull(controller) {
        if (finished) return;
        cancelIdleDeadline?.();
        await relayNext(controller);
        // The frame just enqueued waits for the browser: the idle deadline runs until it asks for more.
        if (!finished) awaitNextRead(controller);
      },
      cancel() {
        finished = true;
        stopTimers();
        untrack?.();
        closeService();
      },
    },
    { highWaterMark: 0 },
  );
}

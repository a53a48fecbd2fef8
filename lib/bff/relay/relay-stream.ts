import 'server-only';
import { formatSseFrame, type StreamEvent } from '@/lib/contract';
import { handleBeforeForwarding, type TurnRecorder } from './relay-events';
import { scheduleTimeout, type ScheduleTimer } from './relay-timer';
import {
  HEARTBEAT_COMMENT,
  HEARTBEAT_INTERVAL_MS,
  OPENING_COMMENT,
  STREAM_INTERRUPTED_EVENT,
} from './sse-comments';
import { createTurnProgress } from './turn-progress';

/** The part of the service client's chat stream the relay uses. */
export interface ServiceEventStream {
  requestId: string | null;
  events: AsyncIterable<StreamEvent>;
  close(): void;
}

export interface RelayStreamOptions {
  stream: ServiceEventStream;
  recorder: TurnRecorder;
  schedule?: ScheduleTimer;
  heartbeatIntervalMs?: number;
}

type Outcome =
  | { kind: 'event'; event: StreamEvent }
  | { kind: 'end' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'heartbeat' };

const encoder = new TextEncoder();

function warnStreamFailed(error: unknown, requestId: string | null): void {
  // The browser leaving aborts the service call too; that is not a failure worth a log line.
  if (error instanceof Error && error.name === 'AbortError') return;
  console.warn(
    `[bff] chat stream ${requestId ?? '(no request id)'} failed mid-turn:`,
    error instanceof Error ? error.message : error,
  );
}

/** A failed record is logged, and the event still goes out: the browser's turn must not break over it. */
async function recordBeforeForwarding(event: StreamEvent, recorder: TurnRecorder, requestId: string | null) {
  try {
    await handleBeforeForwarding(event, recorder);
  } catch (error) {
    console.error(
      `[bff] chat stream ${requestId ?? '(no request id)'}: could not record ${event.type}:`,
      error instanceof Error ? error.message : error,
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
}: RelayStreamOptions): ReadableStream<Uint8Array> {
  const iterator = stream.events[Symbol.asyncIterator]();
  const progress = createTurnProgress();
  // Survives a heartbeat: the read that was waiting is still the next event, and it never rejects.
  let pendingEvent: Promise<Outcome> | undefined;
  let cancelHeartbeat: (() => void) | undefined;
  let finished = false;
  let serviceClosed = false;

  const closeService = () => {
    if (serviceClosed) return;
    serviceClosed = true;
    stream.close();
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
  const finish = (controller: ReadableStreamDefaultController<Uint8Array>, lastEvent?: StreamEvent) => {
    finished = true;
    stopHeartbeat();
    if (lastEvent) controller.enqueue(encoder.encode(formatSseFrame(lastEvent)));
    controller.close();
    closeService();
  };

  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(OPENING_COMMENT));
      },
      async pull(controller) {
        if (finished) return;
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
            await recordBeforeForwarding(outcome.event, recorder, stream.requestId);
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
      },
      cancel() {
        finished = true;
        stopHeartbeat();
        closeService();
      },
    },
    { highWaterMark: 0 },
  );
}

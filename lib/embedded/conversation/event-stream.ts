import { formatSseFrame, STREAM_ERROR_CODES, type StreamEvent } from '@/lib/contract';
import { embeddedLog } from '@/lib/embedded/embedded-log';
import { loggableError } from '@/lib/logging/loggable-error';

const encoder = new TextEncoder();

export interface EventStreamOptions {
  events: AsyncGenerator<StreamEvent, void, undefined>;
  /** Aborted when the stream stops early, so that the producer of `events` stops generating. */
  generation: AbortController;
  /** Close after this many events, as if the connection had dropped (a fault); null: never. */
  cutAfterEvents: number | null;
  /** Aborts when the client has gone away (the request's signal). */
  clientSignal?: AbortSignal;
  onDelivered(event: StreamEvent): void;
  /** The stream stopped before the events ran out: cancelled, cut, the client left, or the producer failed. */
  onStoppedEarly(): Promise<void>;
}

/**
 * An SSE body that produces each event only when the client pulls it (highWaterMark 0), so that
 * chunks go out as they are made, and a client that leaves stops the turn where it is.
 */
export function createEventStream(options: EventStreamOptions): ReadableStream<Uint8Array> {
  const { events, generation, cutAfterEvents } = options;
  let delivered = 0;
  let stopped = false;

  const stopEarly = async () => {
    if (stopped) return;
    stopped = true;
    generation.abort();
    events.return(undefined).catch(() => undefined);
    try {
      await options.onStoppedEarly();
    } catch (error) {
      embeddedLog.error({ error: loggableError(error) }, 'recording a stopped stream failed');
    }
  };
  const cutReached = () => cutAfterEvents !== null && delivered >= cutAfterEvents;
  const closeQuietly = (controller: ReadableStreamDefaultController<Uint8Array>) => {
    try {
      controller.close();
    } catch {
      // Already closed or cancelled by the client.
    }
  };
  const deliver = (controller: ReadableStreamDefaultController<Uint8Array>, event: StreamEvent) => {
    controller.enqueue(encoder.encode(formatSseFrame(event)));
    delivered += 1;
    options.onDelivered(event);
  };

  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const onClientGone = () => void stopEarly().finally(() => closeQuietly(controller));
        if (options.clientSignal?.aborted) onClientGone();
        else options.clientSignal?.addEventListener('abort', onClientGone, { once: true });
      },
      async pull(controller) {
        if (stopped) return;
        if (cutReached()) {
          await stopEarly();
          closeQuietly(controller);
          return;
        }
        let next: IteratorResult<StreamEvent, void>;
        try {
          next = await events.next();
        } catch (error) {
          if (stopped) return;
          embeddedLog.error({ error: loggableError(error) }, 'stream turn failed');
          deliver(controller, {
            type: 'error',
            errorCode: STREAM_ERROR_CODES.internal,
            message: 'The reply could not be completed',
          });
          await stopEarly();
          closeQuietly(controller);
          return;
        }
        if (stopped) return;
        if (next.done) {
          stopped = true;
          closeQuietly(controller);
          return;
        }
        deliver(controller, next.value);
        if (cutReached()) {
          await stopEarly();
          closeQuietly(controller);
        }
      },
      cancel: () => stopEarly(),
    },
    { highWaterMark: 0 },
  );
}

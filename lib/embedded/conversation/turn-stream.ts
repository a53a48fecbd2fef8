import { STREAM_ERROR_CODES, type StreamEvent } from '@/lib/contract';
import type { EmbeddedDeps } from '@/lib/embedded/context';
import { createAssistantTranscript } from './assistant-transcript';
import { createEventStream } from './event-stream';
import { insertMessage } from './message-store';
import type { TurnStart } from './turn-start';
import { turnEvents } from './turn-events';

async function* refusalEvents(retryAfterSeconds: number): AsyncGenerator<StreamEvent, void, undefined> {
  yield {
    type: 'error',
    errorCode: STREAM_ERROR_CODES.rateLimited,
    message: `Too many turns; wait ${retryAfterSeconds} s before sending this one again`,
    retryAfterSeconds,
  };
}

/** The SSE body of a started (or refused) turn; assistant messages are stored as they end or stop. */
export function createTurnStream(
  deps: EmbeddedDeps,
  { chatId, start, clientSignal }: { chatId: string; start: TurnStart; clientSignal?: AbortSignal },
): ReadableStream<Uint8Array> {
  const generation = new AbortController();
  const transcript = createAssistantTranscript(async (message) => {
    await insertMessage(deps.db, { ...message, chatId, role: 'assistant' });
  });
  const events =
    start.kind === 'refused'
      ? refusalEvents(start.retryAfterSeconds)
      : turnEvents({
          outputs: start.outputs,
          completion: start.completion,
          transcript,
          clock: deps.clock,
          // The fault slows streams at run time, so a test can watch a turn mid-reply without slowing every turn.
          chunkDelayMs: Math.max(deps.config.streamDelayMs, deps.faults.current().streamDelayMs),
          signal: generation.signal,
        });
  return createEventStream({
    events,
    generation,
    cutAfterEvents: deps.faults.current().cutStreamAfterEvents,
    clientSignal,
    onDelivered: (event) => transcript.observe(event),
    onStoppedEarly: () => transcript.storeInterrupted(),
  });
}

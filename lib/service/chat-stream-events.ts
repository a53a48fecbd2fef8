import 'server-only';
import { createParser } from 'eventsource-parser';
import { parseStreamEvent, type ParseStreamEventFailure, type StreamEvent } from '@/lib/contract';
import { createNetworkError } from './service-error';
import { createBadResponseError } from './service-reply';

/** An SSE frame the client dropped: the name and why, never the payload (it may hold message text). */
export interface SkippedStreamEvent {
  eventName: string;
  reason: ParseStreamEventFailure;
}

// Far above any frame the interface produces; a peer that never ends a frame must not grow memory unbounded.
const MAX_PENDING_FRAME_CHARACTERS = 1_000_000;

// The event name SSE gives a frame without an `event:` line.
const DEFAULT_SSE_EVENT_NAME = 'message';

export interface ChatStreamEvents {
  events: AsyncIterable<StreamEvent>;
  /** Cancels the body (once, however often it is called) and aborts the request. */
  close(): void;
}

/**
 * Parses the body incrementally as bytes arrive. Unknown event names and payloads that fail the contract
 * are skipped, comments (heartbeats) ignored, and a frame left unfinished when the body ends is dropped,
 * as SSE requires. Breaking out of the loop cancels the body.
 */
export function readChatStreamEvents({
  body,
  requestId,
  abortRequest,
  callerSignal,
  onSkippedEvent,
}: {
  body: ReadableStream<Uint8Array>;
  requestId: string | null;
  abortRequest: () => void;
  callerSignal?: AbortSignal;
  onSkippedEvent?: (skipped: SkippedStreamEvent) => void;
}): ChatStreamEvents {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const pending: StreamEvent[] = [];
  let frameTooLarge = false;
  let bodyEnded = false;
  let released = false;

  const parser = createParser({
    maxBufferSize: MAX_PENDING_FRAME_CHARACTERS,
    onEvent(message) {
      const eventName = message.event ?? DEFAULT_SSE_EVENT_NAME;
      const parsed = parseStreamEvent(eventName, message.data);
      if (parsed.ok) pending.push(parsed.event);
      else onSkippedEvent?.({ eventName, reason: parsed.reason });
    },
    onError(error) {
      if (error.type === 'max-buffer-size-exceeded') frameTooLarge = true;
    },
  });

  function release(): void {
    if (released) return;
    released = true;
    callerSignal?.removeEventListener('abort', release);
    if (!bodyEnded) reader.cancel().catch(() => {});
    abortRequest();
  }
  // An injected fetch may not tie the body to the request signal, so the caller's abort cancels it here too.
  callerSignal?.addEventListener('abort', release, { once: true });

  async function* iterateEvents(): AsyncGenerator<StreamEvent, void, undefined> {
    try {
      while (true) {
        if (callerSignal?.aborted) throw callerSignal.reason;
        if (released) return;
        const next = pending.shift();
        if (next) {
          yield next;
          continue;
        }
        if (bodyEnded) return;
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await reader.read();
        } catch (error) {
          if (callerSignal?.aborted) throw callerSignal.reason;
          if (released) return;
          throw createNetworkError({ failure: 'interrupted', cause: error, requestId });
        }
        if (chunk.done) {
          bodyEnded = true;
          parser.feed(decoder.decode());
          continue;
        }
        parser.feed(decoder.decode(chunk.value, { stream: true }));
        if (frameTooLarge) throw createBadResponseError({ requestId, reason: 'event_too_large' });
      }
    } finally {
      release();
    }
  }

  return { events: iterateEvents(), close: release };
}

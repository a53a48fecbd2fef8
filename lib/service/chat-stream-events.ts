import 'server-only';
import { type ParseStreamEventFailure, type StreamEvent } from '@/lib/contract';
import { readSse, SseFrameTooLargeError, type SseFrame } from '@/lib/sse/read-sse';
import { parseSseEventFrame } from '@/lib/sse/read-stream-events';
import { createNetworkError } from './service-error';
import { createBadResponseError } from './service-reply';

/** An SSE frame the client dropped: the name and why, never the payload (it may hold message text). */
export interface SkippedStreamEvent {
  eventName: string;
  reason: ParseStreamEventFailure;
}

// Far above any frame the interface produces; a peer that never ends a frame must not grow memory unbounded.
const MAX_PENDING_FRAME_CHARACTERS = 1_000_000;

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
  const frames = readSse(body, { maxFrameCharacters: MAX_PENDING_FRAME_CHARACTERS });
  let released = false;
  let bodyEnded = false;

  function release(): void {
    if (released) return;
    released = true;
    callerSignal?.removeEventListener('abort', release);
    if (!bodyEnded) frames.cancel().catch(() => {});
    abortRequest();
  }
  // An injected fetch may not tie the body to the request signal, so the caller's abort cancels it here too.
  callerSignal?.addEventListener('abort', release, { once: true });

  async function* iterateEvents(): AsyncGenerator<StreamEvent, void, undefined> {
    try {
      while (true) {
        if (callerSignal?.aborted) throw callerSignal.reason;
        if (released) return;
        let frame: SseFrame | null;
        try {
          frame = await frames.next();
        } catch (error) {
          if (error instanceof SseFrameTooLargeError)
            throw createBadResponseError({ requestId, reason: 'event_too_large' });
          if (callerSignal?.aborted) throw callerSignal.reason;
          if (released) return;
          throw createNetworkError({ failure: 'interrupted', cause: error, requestId });
        }
        if (callerSignal?.aborted) throw callerSignal.reason;
        if (released) return;
        if (frame === null) {
          bodyEnded = true;
          return;
        }
        if (frame.kind !== 'event') continue;
        const parsed = parseSseEventFrame(frame);
        if (parsed.ok) yield parsed.event;
        else onSkippedEvent?.({ eventName: parsed.eventName, reason: parsed.reason });
      }
    } finally {
      release();
    }
  }

  return { events: iterateEvents(), close: release };
}

import { createParser } from 'eventsource-parser';

// The event name SSE gives a frame without an `event:` line.
export const DEFAULT_SSE_EVENT_NAME = 'message';

/** An event frame as sent: `event` is undefined when the frame had no `event:` line. */
export interface SseEventFrame {
  kind: 'event';
  event: string | undefined;
  data: string;
  id: string | undefined;
}

/** A comment line (`: text`), such as a heartbeat; SSE clients ignore them, tests look at them. */
export interface SseCommentFrame {
  kind: 'comment';
  text: string;
}

export type SseFrame = SseEventFrame | SseCommentFrame;

/** A frame grew past the reader's `maxFrameCharacters` without ending. */
export class SseFrameTooLargeError extends Error {
  override name = 'SseFrameTooLargeError';
}

export interface SseReader extends AsyncIterable<SseFrame> {
  /** The next frame, or null once the body has ended; reads the body only as far as this frame needs. */
  next(): Promise<SseFrame | null>;
  /** Stops reading and cancels the body. */
  cancel(): Promise<void>;
  /** True once the body ended with a frame still open (SSE drops that frame). */
  readonly endedInsideFrame: boolean;
}

// The blank line that ends a frame, in any of the three line endings SSE allows.
const FRAME_END = /(\r\n|\r|\n)(\r\n|\r|\n)$/;

/**
 * Reads a `text/event-stream` body frame by frame with eventsource-parser, pulling a chunk only when no
 * parsed frame is waiting, so that a caller decides how far the body is read and where it is cancelled.
 * A read error of the body is thrown from `next()` as it is.
 */
export function readSse(
  body: ReadableStream<Uint8Array>,
  { maxFrameCharacters }: { maxFrameCharacters?: number } = {},
): SseReader {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const pending: SseFrame[] = [];
  let frameTooLarge = false;
  let ended = false;
  let fedAnything = false;
  let tail = '';
  const parser = createParser({
    maxBufferSize: maxFrameCharacters,
    onEvent: ({ event, data, id }) => pending.push({ kind: 'event', event, data, id }),
    onComment: (comment) => pending.push({ kind: 'comment', text: comment.trim() }),
    onError(error) {
      if (error.type === 'max-buffer-size-exceeded') frameTooLarge = true;
    },
  });

  function feed(text: string): void {
    if (text === '') return;
    fedAnything = true;
    tail = (tail + text).slice(-4);
    parser.feed(text);
  }

  const sseReader: SseReader = {
    async next() {
      for (;;) {
        const frame = pending.shift();
        if (frame) return frame;
        if (ended) return null;
        const chunk = await reader.read();
        if (chunk.done) {
          ended = true;
          feed(decoder.decode());
          continue;
        }
        feed(decoder.decode(chunk.value, { stream: true }));
        if (frameTooLarge) throw new SseFrameTooLargeError('An event-stream frame exceeded the size limit');
      }
    },
    cancel: () => reader.cancel(),
    get endedInsideFrame() {
      return ended && fedAnything && !FRAME_END.test(tail);
    },
    async *[Symbol.asyncIterator]() {
      for (let frame = await sseReader.next(); frame !== null; frame = await sseReader.next()) yield frame;
    },
  };
  return sseReader;
}

import type { StreamEvent } from '@/lib/contract';
import { parseStreamEventFrame } from '@/lib/contract/stream-event-frame';
import { DEFAULT_SSE_EVENT_NAME, readSse } from '@/lib/sse/read-sse';
import type { UnrecognizedEvent } from './chat-turn';
import { checkStreamPayload } from './stream-event-guards';

/** Frames longer than this are refused rather than held: a reply chunk is a few hundred characters. */
const MAX_FRAME_CHARACTERS = 1_000_000;

export interface ReadEventStreamOptions {
  /** A frame the contract refused for another reason than its name (bad JSON, wrong payload). */
  onMalformedFrame?: (eventName: string) => void;
}

/**
 * The events of a chat turn's SSE body, frame by frame as they arrive: the body is read chunk by chunk and
 * never buffered whole. Comments (heartbeats) are skipped. An event name the contract does not know comes
 * out as an UnrecognizedEvent, for the turn reducer to ignore; a malformed known event is skipped.
 */
export async function* readEventStream(
  body: ReadableStream<Uint8Array>,
  { onMalformedFrame }: ReadEventStreamOptions = {},
): AsyncGenerator<StreamEvent | UnrecognizedEvent, void, undefined> {
  const reader = readSse(body, { maxFrameCharacters: MAX_FRAME_CHARACTERS });
  try {
    for await (const frame of reader) {
      if (frame.kind !== 'event') continue;
      const eventName = frame.event ?? DEFAULT_SSE_EVENT_NAME;
      const parsed = parseStreamEventFrame(eventName, frame.data, checkStreamPayload);
      if (parsed.ok) yield parsed.event;
      else if (parsed.reason === 'unknown_event') yield { type: eventName };
      else onMalformedFrame?.(eventName);
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}

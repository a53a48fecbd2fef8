import { parseStreamEvent, type StreamEvent } from '@/lib/contract';
import { readSse as readEventStream } from '@/lib/sse/read-sse';

/** One SSE frame as it arrived: the `event:` name, the raw `data:` text, and its JSON when it parses. */
export interface SseFrame {
  event: string | undefined;
  data: string;
  json: unknown;
}

export interface SseReading {
  frames: SseFrame[];
  /** The frames the contract parses, in order; unknown or malformed ones are left out, as a client would. */
  events: StreamEvent[];
  /** The connection failed before the body ended normally. */
  interrupted: boolean;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Reads a `text/event-stream` body to its end with the shared reader, chunk by chunk, as a streaming client would. */
export async function readSse(response: Response): Promise<SseReading> {
  const frames: SseFrame[] = [];
  let interrupted = false;
  if (response.body) {
    try {
      for await (const frame of readEventStream(response.body)) {
        if (frame.kind === 'event') frames.push({ event: frame.event, data: frame.data, json: parseJson(frame.data) });
      }
    } catch {
      interrupted = true;
    }
  }
  const events = frames.flatMap((frame) => {
    const parsed = parseStreamEvent(frame.event ?? '', frame.data);
    return parsed.ok ? [parsed.event] : [];
  });
  return { frames, events, interrupted };
}

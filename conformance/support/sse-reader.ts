import { createParser } from 'eventsource-parser';
import { parseStreamEvent, type StreamEvent } from '@/lib/contract';

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

/** Reads a `text/event-stream` body to its end, chunk by chunk, as a streaming client would. */
export async function readSse(response: Response): Promise<SseReading> {
  const frames: SseFrame[] = [];
  const parser = createParser({
    onEvent: ({ event, data }) => frames.push({ event, data, json: parseJson(data) }),
  });
  let interrupted = false;
  if (response.body) {
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(decoder.decode(value, { stream: true }));
      }
      parser.feed(decoder.decode());
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

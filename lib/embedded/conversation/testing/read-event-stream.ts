import { parseStreamEvent, type StreamEvent } from '@/lib/contract';

export interface ReceivedEvent {
  name: string;
  data: string;
  event: StreamEvent;
}

/** Splits SSE text into frames; throws on a frame the contract's parser refuses. */
export function parseSseFrames(text: string): ReceivedEvent[] {
  return text
    .split('\n\n')
    .filter((frame) => frame.trim().length > 0)
    .map((frame) => {
      const lines = frame.split('\n');
      const name = lines.find((line) => line.startsWith('event: '))?.slice('event: '.length) ?? '';
      const data = lines.find((line) => line.startsWith('data: '))?.slice('data: '.length) ?? '';
      const parsed = parseStreamEvent(name, data);
      if (!parsed.ok) throw new Error(`Unparsable frame (${parsed.reason}): ${JSON.stringify(frame)}`);
      return { name, data, event: parsed.event };
    });
}

export async function readAllEvents(response: Response): Promise<StreamEvent[]> {
  return parseSseFrames(await response.text()).map((received) => received.event);
}

/** Reads a stream one event at a time, so a test can stop reading (cancel) wherever it likes. */
export function openEventReader(response: Response) {
  if (!response.body) throw new Error('The response has no body');
  // Read directly, without a piped decoder that would pull ahead of the test.
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(): Promise<StreamEvent | null> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const frame = buffer.slice(0, end + 2);
          buffer = buffer.slice(end + 2);
          return parseSseFrames(frame)[0]!.event;
        }
        const { value, done } = await reader.read();
        if (done) return null;
        buffer += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

import { type StreamEvent } from '@/lib/contract';
import { readSse, type SseReader } from '@/lib/sse/read-sse';
import { parseSseEventFrame } from '@/lib/sse/read-stream-events';

export interface ReceivedEvent {
  name: string;
  data: string;
  event: StreamEvent;
}

/** The next event frame of `reader` (comments skipped), parsed; throws on a frame the contract refuses. */
async function nextEvent(reader: SseReader): Promise<ReceivedEvent | null> {
  for (let frame = await reader.next(); frame !== null; frame = await reader.next()) {
    if (frame.kind !== 'event') continue;
    const parsed = parseSseEventFrame(frame);
    if (!parsed.ok) throw new Error(`Unparsable frame (${parsed.reason}): ${JSON.stringify(frame)}`);
    return { name: parsed.eventName, data: frame.data, event: parsed.event };
  }
  return null;
}

/** Reads SSE text into its event frames with the shared reader; throws on a frame the contract refuses. */
export async function parseSseFrames(text: string): Promise<ReceivedEvent[]> {
  const reader = readSse(new Response(text).body!);
  const received: ReceivedEvent[] = [];
  for (let next = await nextEvent(reader); next !== null; next = await nextEvent(reader)) received.push(next);
  return received;
}

export async function readAllEvents(response: Response): Promise<StreamEvent[]> {
  return (await parseSseFrames(await response.text())).map((received) => received.event);
}

/** Reads a stream one event at a time, so a test can stop reading (cancel) wherever it likes. */
export function openEventReader(response: Response) {
  if (!response.body) throw new Error('The response has no body');
  // Read directly, without a piped decoder that would pull ahead of the test.
  const reader = readSse(response.body);
  return {
    next: async (): Promise<StreamEvent | null> => (await nextEvent(reader))?.event ?? null,
    cancel: () => reader.cancel(),
  };
}

import { type StreamEvent } from '@/lib/contract';
import { readSse, type SseFrame } from '@/lib/sse/read-sse';
import { parseSseEventFrame } from '@/lib/sse/read-stream-events';

/** One SSE block as sent: a comment (`: text`) or an event frame, parsed with the contract. */
export type SseBlock =
  { kind: 'comment'; text: string } | { kind: 'event'; name: string; event: StreamEvent };

function toBlock(frame: SseFrame): SseBlock {
  if (frame.kind === 'comment') return { kind: 'comment', text: frame.text };
  const parsed = parseSseEventFrame(frame);
  if (!parsed.ok) throw new Error(`Unparsable SSE frame (${parsed.reason}): ${JSON.stringify(frame)}`);
  return { kind: 'event', name: parsed.eventName, event: parsed.event };
}

/**
 * Reads an SSE body one block at a time with the shared reader, so that the test decides how far the
 * stream is pulled and where it is cancelled. Also checks that the body never ends inside a block.
 */
export function openSseReader(body: ReadableStream<Uint8Array> | null) {
  if (!body) throw new Error('The response has no body');
  const reader = readSse(body);
  return {
    async next(): Promise<SseBlock | null> {
      const frame = await reader.next();
      if (frame !== null) return toBlock(frame);
      if (reader.endedInsideFrame) throw new Error('The stream ended inside a block');
      return null;
    },
    /** Every remaining block until the end. */
    async rest(): Promise<SseBlock[]> {
      const blocks: SseBlock[] = [];
      for (let block = await this.next(); block !== null; block = await this.next()) blocks.push(block);
      return blocks;
    },
    cancel: () => reader.cancel(),
  };
}

export function eventsOf(blocks: SseBlock[]): StreamEvent[] {
  return blocks.flatMap((block) => (block.kind === 'event' ? [block.event] : []));
}

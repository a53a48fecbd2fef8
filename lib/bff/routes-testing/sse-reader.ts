import { parseStreamEvent, type StreamEvent } from '@/lib/contract';

/** One SSE block as sent: a comment (`: text`) or an event frame, parsed with the contract. */
export type SseBlock =
  { kind: 'comment'; text: string } | { kind: 'event'; name: string; event: StreamEvent };

export function parseSseBlock(block: string): SseBlock {
  if (block.startsWith(':')) return { kind: 'comment', text: block.slice(1).trim() };
  const lines = block.split('\n');
  const name = lines.find((line) => line.startsWith('event: '))?.slice('event: '.length) ?? '';
  const data = lines.find((line) => line.startsWith('data: '))?.slice('data: '.length) ?? '';
  const parsed = parseStreamEvent(name, data);
  if (!parsed.ok) throw new Error(`Unparsable SSE frame (${parsed.reason}): ${JSON.stringify(block)}`);
  return { kind: 'event', name, event: parsed.event };
}

/**
 * Reads an SSE body one block at a time, straight from its reader, so that the test decides how far the
 * stream is pulled and where it is cancelled. Also checks that every chunk holds whole blocks only.
 */
export function openSseReader(body: ReadableStream<Uint8Array> | null) {
  if (!body) throw new Error('The response has no body');
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(): Promise<SseBlock | null> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          return parseSseBlock(block);
        }
        const { value, done } = await reader.read();
        if (done) {
          if (buffer.trim() !== '')
            throw new Error(`The stream ended inside a block: ${JSON.stringify(buffer)}`);
          return null;
        }
        buffer += decoder.decode(value, { stream: true });
      }
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

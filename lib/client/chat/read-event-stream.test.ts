import { describe, expect, it } from 'vitest';
import { readEventStream } from './read-event-stream';

const encoder = new TextEncoder();

function bodyOf(chunks: string[]) {
  let pulls = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const chunk = chunks[pulls++];
        if (chunk === undefined) controller.close();
        else controller.enqueue(encoder.encode(chunk));
      },
    },
    { highWaterMark: 0 },
  );
  return { body, pulls: () => pulls };
}

const frame = (event: unknown & { type: string }) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
const start = { type: 'message.start', role: 'assistant', messageId: 'm1', messageTimestamp: 1 };
const content = { type: 'message.content', messageId: 'm1', content: 'Hello — how long?' };

async function all(body: ReadableStream<Uint8Array>, onMalformedFrame?: (name: string) => void) {
  const events = [];
  for await (const event of readEventStream(body, { onMalformedFrame })) events.push(event);
  return events;
}

describe('readEventStream', () => {
  it('reassembles frames split across chunks, inside lines and inside multi-byte characters', async () => {
    const text = `: connected\n\n${frame(start)}${frame(content)}`;
    const bytes = encoder.encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < bytes.length; index += 5) controller.enqueue(bytes.slice(index, index + 5));
        controller.close();
      },
    });
    expect(await all(body)).toEqual([start, content]);
  });

  it('passes an unknown event name on as unrecognized, and skips a malformed known one', async () => {
    const malformed: string[] = [];
    const { body } = bodyOf([
      'event: widget.new\ndata: {"type":"widget.new","x":1}\n\n',
      'event: message.content\ndata: {not json\n\n',
      frame(content),
    ]);
    expect(await all(body, (name) => malformed.push(name))).toEqual([{ type: 'widget.new' }, content]);
    expect(malformed).toEqual(['message.content']);
  });

  it('yields each event as soon as its frame is whole, reading no further', async () => {
    const { body, pulls } = bodyOf([frame(start), frame(content), frame(content)]);
    const events = readEventStream(body);
    expect((await events.next()).value).toEqual(start);
    expect(pulls()).toBe(1);
    await events.return(undefined);
  });

  it('ignores heartbeat comments and drops a frame cut off by the end of the body', async () => {
    const { body } = bodyOf([': keep-alive\n\n', frame(start), 'event: message.content\ndata: {"type":']);
    expect(await all(body)).toEqual([start]);
  });
});

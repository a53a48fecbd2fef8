import { beforeAll, describe, expect, it } from 'vitest';
import { EVENT_STREAM_CONTENT_TYPE, messageSchema, parseStreamEvent, type Message } from '@/lib/contract';
import { assistantText, createChat, sendTurn, userTurn } from '../support/chats';
import { expectPaged } from '../support/expectations';
import { api } from '../support/http-client';
import type { SseReading } from '../support/sse-reader';
import { target } from '../support/target';
import { as, createFullUser, type TestUser } from '../support/users';

const FIRST_INPUT = 'I have had a sore throat for three days';
const SECOND_INPUT = 'It is about the same';

let member: TestUser;
let chatId: string;
let contentType: string | null;
let firstTurn: SseReading;
let secondTurn: SseReading;

beforeAll(async () => {
  member = await createFullUser();
  chatId = (await createChat(as(member))).id;
  const first = await sendTurn(as(member), chatId, userTurn(FIRST_INPUT));
  if (first.kind !== 'stream') throw new Error(`The first turn was refused: ${first.response.text}`);
  contentType = first.headers.get('Content-Type');
  firstTurn = first.reading;
  const second = await sendTurn(as(member), chatId, userTurn(SECOND_INPUT));
  if (second.kind !== 'stream') throw new Error(`The second turn was refused: ${second.response.text}`);
  secondTurn = second.reading;
});

const typesOf = (reading: SseReading) => reading.frames.map((frame) => frame.event);

async function listMessages(orderBy?: string): Promise<Message[]> {
  const query = { size: 100, ...(orderBy ? { orderBy } : {}) };
  return expectPaged(await api.get(`/chats/${chatId}/messages/`, { ...as(member), query }), messageSchema)
    .items;
}

describe('POST /chats/{chatId}/stream/', () => {
  it('answers Content-Type text/event-stream', () => {
    expect(contentType).toMatch(new RegExp(`^${EVENT_STREAM_CONTENT_TYPE}(;|$)`));
  });

  it('sends every frame as `event: <type>` and `data: <JSON>` with `type` equal to the event name', () => {
    for (const frame of [...firstTurn.frames, ...secondTurn.frames]) {
      expect(frame.event, `a frame without an event line: ${frame.data}`).toBeTruthy();
      expect(frame.json, `data that is not JSON: ${frame.data}`).toBeTypeOf('object');
      expect((frame.json as { type?: unknown }).type).toBe(frame.event);
    }
  });

  it('starts the reply with message.start: role assistant, messageId, integer messageTimestamp', () => {
    const [start] = firstTurn.frames;
    expect(start?.event).toBe('message.start');
    const parsed = parseStreamEvent(start?.event ?? '', start?.data ?? '');
    expect(parsed, start?.data).toMatchObject({
      ok: true,
      event: { type: 'message.start', role: 'assistant' },
    });
  });

  it('streams the text as message.content chunks between message.start and message.stop', () => {
    const types = typesOf(firstTurn);
    const start = types.indexOf('message.start');
    const stop = types.indexOf('message.stop');
    expect(start).toBeGreaterThanOrEqual(0);
    expect(stop).toBeGreaterThan(start);
    const between = types.slice(start + 1, stop);
    expect(between.length).toBeGreaterThan(0);
    expect(new Set(between)).toEqual(new Set(['message.content']));
  });

  it('ends the turn with message.stop and closes the connection', () => {
    expect(firstTurn.interrupted).toBe(false);
    expect(typesOf(firstTurn)).toContain('message.stop');
  });

  it.skipIf(!target.embedded)('every frame parses with the contract (embedded payloads)', () => {
    for (const frame of [...firstTurn.frames, ...secondTurn.frames]) {
      expect(parseStreamEvent(frame.event ?? '', frame.data), frame.data).toMatchObject({ ok: true });
    }
  });

  it.skipIf(!target.embedded)(
    'message.content and message.stop carry the messageId of message.start (embedded payloads)',
    () => {
      const start = firstTurn.events.find((event) => event.type === 'message.start');
      const ids = firstTurn.events.flatMap((event) =>
        event.type === 'message.content' || event.type === 'message.stop' ? [event.messageId] : [],
      );
      expect(new Set(ids)).toEqual(new Set([start && 'messageId' in start ? start.messageId : undefined]));
    },
  );
});

describe('GET /chats/{chatId}/messages/ after two turns', () => {
  it('lists the user turns and the assistant replies, oldest first', async () => {
    const messages = await listMessages();
    expect(messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(messages[0]?.content).toBe(FIRST_INPUT);
    expect(messages[2]?.content).toBe(SECOND_INPUT);
    const times = messages.map((message) => Date.parse(message.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('stores the reply under the messageId of its message.start', async () => {
    const messages = await listMessages();
    const start = firstTurn.events.find((event) => event.type === 'message.start');
    expect(start?.type).toBe('message.start');
    if (start?.type === 'message.start') expect(messages[1]?.messageId).toBe(start.messageId);
  });

  it.skipIf(!target.embedded)(
    'stores the reply as the joined message.content chunks (embedded payloads)',
    async () => {
      const messages = await listMessages();
      expect(messages[1]?.content).toBe(assistantText(firstTurn));
      expect(messages[3]?.content).toBe(assistantText(secondTurn));
    },
  );

  it('lists newest first with orderBy=-createdAt', async () => {
    const ascending = await listMessages('createdAt');
    const descending = await listMessages('-createdAt');
    expect(descending.map((message) => message.messageId)).toEqual(
      [...ascending].reverse().map((message) => message.messageId),
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StreamEvent } from '@/lib/contract';
import { newIdempotencyKey } from './idempotency-key';
import { startEmbeddedClient, type EmbeddedClientHarness } from '@/testing/service/embedded-client';

const TOKEN = 'tok-service-client-chats';

describe('chats and the stream against the embedded service', () => {
  let harness: EmbeddedClientHarness;
  beforeAll(async () => {
    harness = await startEmbeddedClient({ token: TOKEN });
  });
  afterAll(() => harness.close());

  async function createPatientWithChat() {
    const { client } = harness;
    const user = await client.createUser({
      body: { firstName: 'Lisa' },
      idempotencyKey: newIdempotencyKey(),
    });
    const chat = await client.createChat({
      userId: user.id,
      body: { timezone: 'America/Chicago' },
      idempotencyKey: newIdempotencyKey(),
    });
    return { userId: user.id, chatId: chat.id };
  }

  it('creates, reads and lists chats', async () => {
    const { client } = harness;
    const { userId, chatId } = await createPatientWithChat();
    const chat = await client.getChat({ userId, chatId });
    expect(chat).toMatchObject({ id: chatId, timezone: 'America/Chicago' });

    const second = await client.createChat({ userId, idempotencyKey: newIdempotencyKey() });
    const page = await client.listChats({ userId, query: { size: 1, orderBy: 'createdAt' } });
    expect(page).toMatchObject({ total: 2, page: 1, size: 1, pages: 2, hasNext: true, hasPrev: false });
    expect(page.items.map((item) => item.id)).toEqual([chatId]);
    const all = await client.listChats({ userId });
    expect(all.items.map((item) => item.id).sort()).toEqual([chatId, second.id].sort());
  });

  it('reports a chat outside the user scope as error.partner.chat_not_found', async () => {
    const { chatId } = await createPatientWithChat();
    const other = await createPatientWithChat();
    await expect(harness.client.getChat({ userId: other.userId, chatId })).rejects.toMatchObject({
      status: 404,
      code: 'error.partner.chat_not_found',
    });
  });

  it('streams a turn as typed events and stores the messages', async () => {
    const { client } = harness;
    const { userId, chatId } = await createPatientWithChat();
    const stream = await client.openChatStream({
      userId,
      chatId,
      body: { userEvent: { type: 'user_message', userInput: 'I have had a sore throat since yesterday' } },
    });
    expect(stream.requestId).toMatch(/^req_/);
    const events: StreamEvent[] = [];
    for await (const event of stream.events) events.push(event);
    stream.close();

    const types = events.map((event) => event.type);
    expect(types[0]).toBe('message.start');
    expect(types).toContain('message.stop');
    const start = events[0];
    const text = events
      .flatMap((event) => (event.type === 'message.content' ? [event.content] : []))
      .join('');
    expect(text.length).toBeGreaterThan(0);

    const messages = await client.listMessages({ userId, chatId });
    expect(messages.items.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(messages.items[0]?.content).toBe('I have had a sore throat since yesterday');
    expect(messages.items[1]).toMatchObject({
      content: text,
      messageId: start?.type === 'message.start' ? start.messageId : 'missing',
    });
    const newestFirst = await client.listMessages({
      userId,
      chatId,
      query: { orderBy: '-createdAt', size: 1 },
    });
    expect(newestFirst.items.map((message) => message.role)).toEqual(['assistant']);
  });

  it('can stop reading a turn early, cancelling the stream', async () => {
    const { userId, chatId } = await createPatientWithChat();
    const stream = await harness.client.openChatStream({
      userId,
      chatId,
      body: { userEvent: { type: 'user_message', userInput: 'My knee hurts when I walk' } },
    });
    for await (const event of stream.events) {
      expect(event.type).toBe('message.start');
      break;
    }
    stream.close();
  });

  it('throws a content failure of the turn before the stream starts', async () => {
    const { userId, chatId } = await createPatientWithChat();
    await expect(
      harness.client.openChatStream({
        userId,
        chatId,
        body: { userEvent: { type: 'user_message', userInput: '   ' } },
      }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'error.partner.validation',
      data: { fields: [{ path: 'userEvent.userInput' }] },
    });
    await expect(
      harness.client.openChatStream({
        userId,
        chatId: 'cht_missing',
        body: { userEvent: { type: 'user_message', userInput: 'Hello' } },
      }),
    ).rejects.toMatchObject({ status: 404, code: 'error.partner.chat_not_found' });
  });

  it('records stream and chat calls by template only', async () => {
    const templates = new Set(harness.calls.map((call) => call.pathTemplate));
    expect(templates).toEqual(
      new Set([
        '/users/',
        '/chats/',
        '/chats/{chatId}/',
        '/chats/{chatId}/messages/',
        '/chats/{chatId}/stream/',
      ]),
    );
    expect(JSON.stringify(harness.calls)).not.toMatch(/cht_|usr_|sore throat/);
  });
});

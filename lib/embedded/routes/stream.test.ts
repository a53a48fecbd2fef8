import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedService, type EmbeddedService } from '@/lib/embedded/index';
import { createManualClock } from '@/testing/embedded/conversation/manual-clock';
import { createMemberClient } from '@/testing/embedded/conversation/member-client';
import { storedMessages as storedMessagesOf } from '@/testing/embedded/conversation/stored-messages';
import { parseSseFrames, readAllEvents } from '@/testing/embedded/conversation/read-event-stream';
import { testConfig } from '@/testing/embedded/test-config';

describe('chat stream', () => {
  let service: EmbeddedService;
  const clock = createManualClock();
  const client = createMemberClient(() => service, 'tok-stream-test');

  beforeAll(async () => {
    service = await createEmbeddedService({
      clock,
      config: testConfig({ organizations: [{ name: 'stream-org', token: 'tok-stream-test' }] }),
    });
  });
  afterEach(() => {
    service.faults.reset();
    clock.advance(60_000);
  });
  afterAll(() => service.close());

  const newChat = client.newMemberChat;
  const storedMessages = (chatId: string) => storedMessagesOf(service.deps.db, chatId);

  it('streams a reply as contract frames, in order, with the stream headers', async () => {
    const { member, chatId } = await newChat();
    const response = await member.sendTurn(chatId, 'I have had a cough for three days');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(response.headers.get('X-Request-ID')).toMatch(/^req_/);

    const frames = await parseSseFrames(await response.text());
    for (const frame of frames) expect(frame.name).toBe(frame.event.type);
    const events = frames.map((frame) => frame.event);
    const [start, ...rest] = events;
    expect(start).toEqual({
      type: 'message.start',
      role: 'assistant',
      messageId: expect.stringMatching(/^msg_/),
      messageTimestamp: clock.now().getTime(),
    });
    const stopIndex = rest.findIndex((event) => event.type === 'message.stop');
    expect(stopIndex).toBeGreaterThan(0);
    const contents = rest.slice(0, stopIndex);
    expect(contents.every((event) => event.type === 'message.content')).toBe(true);
    expect(rest[stopIndex]).toEqual({
      type: 'message.stop',
      messageId: start!.type === 'message.start' && start!.messageId,
      stopReason: 'end_turn',
    });

    const stored = await storedMessages(chatId);
    expect(stored.map((message) => [message.role, message.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'complete'],
    ]);
    expect(stored[1]!.content).toBe(
      contents.map((event) => (event.type === 'message.content' ? event.content : '')).join(''),
    );
  });

  it('answers content failures with 400 before streaming, and stores nothing', async () => {
    const { member, chatId } = await newChat();
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['', {}, 'userEvent.userInput'],
      [' \n\t ', {}, 'userEvent.userInput'],
      ['a'.repeat(10_001), {}, 'userEvent.userInput'],
      ['Hello', { timezone: 'Mars/Olympus' }, 'timezone'],
    ];
    for (const [userInput, extra, path] of cases) {
      const response = await member.sendTurn(chatId, userInput, extra);
      expect(response.status, path).toBe(400);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      const body = await response.json();
      expect(body.code).toBe('error.partner.validation');
      expect(body.data.fields.map((field: { path: string }) => field.path)).toEqual([path]);
    }
    const overlongContext = await member.post(`/chats/${chatId}/stream/`, {
      userEvent: { type: 'user_message', userInput: 'Hello', messagePromptContext: 'c'.repeat(50_001) },
    });
    expect(overlongContext.status).toBe(400);
    expect(await storedMessages(chatId)).toEqual([]);
  });

  it('answers shape failures with 422', async () => {
    const { member, chatId } = await newChat();
    for (const body of [
      {},
      { userEvent: { type: 'assistant_message', userInput: 'Hi' } },
      { userEvent: { type: 'user_message', userInput: 5 } },
      { userEvent: { type: 'user_message', userInput: 'Hi' }, stream: true },
    ]) {
      const response = await member.post(`/chats/${chatId}/stream/`, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect((await response.json()).code).toBe('error.validation');
    }
  });

  it('answers a body that is not JSON with 415, and malformed JSON with 400', async () => {
    const { member, chatId } = await newChat();
    const plain = await member.send(`/chats/${chatId}/stream/`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'I have a headache',
    });
    expect(plain.status).toBe(415);
    expect((await plain.json()).code).toBe('error.unsupported_media_type');
    const malformed = await member.send(`/chats/${chatId}/stream/`, {
      method: 'POST',
      body: '{"userEvent":',
    });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).code).toBe('error.malformed_json');
    expect(await storedMessages(chatId)).toEqual([]);
  });

  it('answers 404 for a chat outside the scope, before streaming', async () => {
    const { chatId } = await newChat();
    const neighbour = client.as(await client.createUser());
    const response = await neighbour.sendTurn(chatId, 'Hello');
    expect(response.status).toBe(404);
    expect(response.headers.get('X-Request-ID')).toMatch(/^req_/);
    expect((await response.json()).code).toBe('error.partner.chat_not_found');
    expect(await storedMessages(chatId)).toEqual([]);
  });

  it('takes no Idempotency-Key: a repeated turn is a new turn', async () => {
    const { member, chatId } = await newChat();
    const headers = { 'Idempotency-Key': 'same-key' };
    await readAllEvents(await member.sendTurn(chatId, 'I feel dizzy', {}, { headers }));
    await readAllEvents(await member.sendTurn(chatId, 'Since this morning', {}, { headers }));
    expect((await storedMessages(chatId)).filter((message) => message.role === 'user')).toHaveLength(2);
  });
});

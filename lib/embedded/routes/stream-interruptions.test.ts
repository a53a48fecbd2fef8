import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedService, type EmbeddedService } from '@/lib/embedded/index';
import { createManualClock } from '@/testing/embedded/conversation/manual-clock';
import { createMemberClient } from '@/testing/embedded/conversation/member-client';
import { storedMessages as storedMessagesOf } from '@/testing/embedded/conversation/stored-messages';
import { openEventReader, readAllEvents } from '@/testing/embedded/conversation/read-event-stream';
import { testConfig } from '@/testing/embedded/test-config';

const TURNS_PER_MINUTE = 3;

describe('chat stream: refused and interrupted turns', () => {
  let service: EmbeddedService;
  const clock = createManualClock();
  const client = createMemberClient(() => service, 'tok-stream-stops-test');

  beforeAll(async () => {
    service = await createEmbeddedService({
      clock,
      config: testConfig({
        organizations: [{ name: 'stream-stops-org', token: 'tok-stream-stops-test' }],
        turnsPerMinute: TURNS_PER_MINUTE,
      }),
    });
  });
  afterEach(() => {
    service.faults.reset();
    clock.advance(60_000);
  });
  afterAll(() => service.close());

  const newChat = client.newMemberChat;
  const storedMessages = (chatId: string) => storedMessagesOf(service.deps.db, chatId);

  it('refuses a turn over the rate limit with an error event and does not store it', async () => {
    const { member, chatId } = await newChat();
    const otherChatId = await member.createChat();
    for (const [index, target] of [chatId, otherChatId, chatId].entries()) {
      await readAllEvents(await member.sendTurn(target, index === 0 ? 'I have a rash' : 'It is itchy'));
      clock.advance(10_000);
    }
    const refused = await member.sendTurn(otherChatId, 'It started on Monday');
    expect(refused.status).toBe(200);
    expect(await readAllEvents(refused)).toEqual([
      { type: 'error', errorCode: 'rate_limited', message: expect.any(String), retryAfterSeconds: 30 },
    ]);
    const userMessages = async () =>
      (await Promise.all([chatId, otherChatId].map(storedMessages)))
        .flat()
        .filter((message) => message.role === 'user');
    expect(await userMessages()).toHaveLength(3);

    clock.advance(30_000);
    const accepted = await readAllEvents(await member.sendTurn(otherChatId, 'It started on Monday'));
    expect(accepted[0]?.type).not.toBe('error');
    expect(await userMessages()).toHaveLength(4);
  });

  it('refuses every turn while the rate-limit fault is on', async () => {
    const { member, chatId } = await newChat();
    service.faults.update({ rateLimitStreams: true });
    const events = await readAllEvents(await member.sendTurn(chatId, 'I have a headache'));
    expect(events).toEqual([
      expect.objectContaining({ type: 'error', errorCode: 'rate_limited', retryAfterSeconds: 1 }),
    ]);
    expect(await storedMessages(chatId)).toEqual([]);
  });

  it('pauses between the chunks of a reply while the stream-delay fault is on', async () => {
    const { member, chatId } = await newChat();
    service.faults.update({ streamDelayMs: 60 });
    const started = performance.now();
    const events = await readAllEvents(await member.sendTurn(chatId, 'I have had a headache since yesterday morning'));
    const elapsed = performance.now() - started;
    const chunks = events.filter((event) => event.type === 'message.content').length;
    expect(chunks).toBeGreaterThan(2);
    // Timers may fire a millisecond early, never much more.
    expect(elapsed).toBeGreaterThanOrEqual((chunks - 1) * 55);
  });

  it('stores a reply the client stopped reading as interrupted, once, as far as it went', async () => {
    const { member, chatId } = await newChat();
    const reader = openEventReader(await member.sendTurn(chatId, 'I have had stomach pain since last night'));
    const start = await reader.next();
    const first = await reader.next();
    expect(start?.type).toBe('message.start');
    expect(first?.type).toBe('message.content');
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 50));

    const stored = await storedMessages(chatId);
    expect(stored.map((message) => [message.role, message.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'interrupted'],
    ]);
    expect(stored[1]!.id).toBe(start?.type === 'message.start' ? start.messageId : null);
    expect(stored[1]!.content).toBe(first?.type === 'message.content' ? first.content : null);
  });

  it('stops generating when the request is aborted', async () => {
    const { member, chatId } = await newChat();
    const abort = new AbortController();
    const reader = openEventReader(
      await member.sendTurn(chatId, 'My knee has been swollen for a week', {}, { signal: abort.signal }),
    );
    await reader.next();
    await reader.next();
    abort.abort();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stored = await storedMessages(chatId);
    expect(stored.map((message) => message.status)).toEqual(['complete', 'interrupted']);
  });

  it('cuts the stream after the configured number of events and keeps the partial reply', async () => {
    const { member, chatId } = await newChat();
    service.faults.update({ cutStreamAfterEvents: 2 });
    const events = await readAllEvents(
      await member.sendTurn(chatId, 'I have had a sore throat for two days'),
    );
    expect(events.map((event) => event.type)).toEqual(['message.start', 'message.content']);
    const stored = await storedMessages(chatId);
    expect(stored.map((message) => [message.role, message.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'interrupted'],
    ]);
    expect(stored[1]!.content).toBe(events[1]?.type === 'message.content' ? events[1].content : null);
  });
});

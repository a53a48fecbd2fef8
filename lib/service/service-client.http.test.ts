import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StreamEvent } from '@/lib/contract';
import { startStandaloneService, type StandaloneService } from '@/lib/embedded/standalone';
import { testConfig } from '@/testing/embedded/test-config';
import { newIdempotencyKey } from './idempotency-key';
import type { ServiceCallRecord } from './service-call-record';
import { createServiceClient, type ServiceClient } from './service-client';

const TOKEN = 'tok-service-client-http';

/** The client with the platform's own fetch, over a real socket: the remote mode's path. */
describe('the client over HTTP', () => {
  let server: StandaloneService;
  let client: ServiceClient;
  const calls: ServiceCallRecord[] = [];

  beforeAll(async () => {
    server = await startStandaloneService({
      port: 0,
      config: testConfig({
        organizations: [{ name: 'service-client-http', token: TOKEN }],
        streamDelayMs: 20,
      }),
    });
    client = createServiceClient({
      baseUrl: `${server.baseUrl}/`,
      token: TOKEN,
      onCall: (call) => calls.push(call),
    });
  });
  afterAll(() => server.close());

  async function createPatientWithChat() {
    const user = await client.createUser({ body: { firstName: 'Moe' }, idempotencyKey: newIdempotencyKey() });
    const chat = await client.createChat({ userId: user.id, idempotencyKey: newIdempotencyKey() });
    return { userId: user.id, chatId: chat.id };
  }

  /** A cut stream is recorded by the service after the cut; tests wait for it rather than race it. */
  async function waitForMessageCount({
    userId,
    chatId,
    count,
  }: {
    userId: string;
    chatId: string;
    count: number;
  }) {
    for (let poll = 0; poll < 100; poll += 1) {
      const messages = await client.listMessages({ userId, chatId });
      if (messages.total >= count) return messages.items;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`The chat never reached ${count} messages`);
  }

  it('streams a whole turn as events arrive', async () => {
    const { userId, chatId } = await createPatientWithChat();
    const stream = await client.openChatStream({
      userId,
      chatId,
      body: { userEvent: { type: 'user_message', userInput: 'I have a rash on my arm' } },
    });
    const events: StreamEvent[] = [];
    for await (const event of stream.events) events.push(event);
    expect(events[0]?.type).toBe('message.start');
    expect(events.some((event) => event.type === 'message.stop')).toBe(true);
    expect(calls.at(-1)).toMatchObject({
      pathTemplate: '/chats/{chatId}/stream/',
      status: 200,
      outcome: 'ok',
    });
  });

  it('stops a turn early on close() and keeps working afterwards', async () => {
    const { userId, chatId } = await createPatientWithChat();
    const stream = await client.openChatStream({
      userId,
      chatId,
      body: { userEvent: { type: 'user_message', userInput: 'My back hurts' } },
    });
    const iterator = stream.events[Symbol.asyncIterator]();
    await expect(iterator.next()).resolves.toMatchObject({ done: false, value: { type: 'message.start' } });
    stream.close();
    await expect(iterator.next()).resolves.toEqual({ done: true, value: undefined });
    const messages = await waitForMessageCount({ userId, chatId, count: 2 });
    expect(messages.map((message) => message.role)).toEqual(['user', 'assistant']);
  });

  it("ends the stream with the caller's reason when its signal aborts", async () => {
    const { userId, chatId } = await createPatientWithChat();
    const controller = new AbortController();
    const stream = await client.openChatStream({
      userId,
      chatId,
      signal: controller.signal,
      body: { userEvent: { type: 'user_message', userInput: 'I feel dizzy when standing up' } },
    });
    const seen: string[] = [];
    const failure = await (async () => {
      for await (const event of stream.events) {
        seen.push(event.type);
        controller.abort(new Error('browser went away'));
      }
    })().catch((error: unknown) => error);
    expect(seen).toEqual(['message.start']);
    expect(failure).toEqual(new Error('browser went away'));
    await waitForMessageCount({ userId, chatId, count: 2 });
  });

  it('reports an unreachable service as error.network after retrying the read', async () => {
    const unreachable = createServiceClient({
      baseUrl: 'http://127.0.0.1:9/api/v1',
      token: TOKEN,
      sleep: async () => {},
      onCall: (call) => calls.push(call),
    });
    const before = calls.length;
    await expect(unreachable.getUser({ userId: 'usr_1' })).rejects.toMatchObject({
      code: 'error.network',
      status: 503,
    });
    expect(calls.slice(before).map((call) => call.outcome)).toEqual([
      'network_error',
      'network_error',
      'network_error',
    ]);
  });
});

/** The HTTP client stops at the call's signal by itself, the body included: nothing else watches it here. */
describe('a JSON reply that stops halfway, over HTTP', () => {
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.write('{"code":"success","data":{');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('ends each attempt at its timeout, as a network error', async () => {
    const calls: ServiceCallRecord[] = [];
    const client = createServiceClient({
      baseUrl,
      token: TOKEN,
      timeoutMs: 100,
      retry: { maxAttempts: 2 },
      sleep: async () => {},
      onCall: (call) => calls.push(call),
    });
    const startedAt = performance.now();
    await expect(client.getUser({ userId: 'usr_1' })).rejects.toMatchObject({
      code: 'error.network',
      message: 'The consultation service did not answer in time',
    });
    expect(performance.now() - startedAt).toBeLessThan(2_000);
    expect(calls.map((call) => call.outcome)).toEqual(['network_error', 'network_error']);
  });
});

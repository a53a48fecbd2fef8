import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StreamEvent } from '@/lib/contract';
import { createRelayResponse, SHUTDOWN_INTERRUPTED_EVENT } from '@/lib/bff/relay';
import { createLogger } from '@/lib/logging/logger';
import { shutDown } from '@/lib/bff/lifecycle/graceful-shutdown';
import { isShuttingDown, onShutdownFlush, openStreamCount } from '@/lib/bff/lifecycle/shutdown-state';
import { createFakeChatStream } from '@/testing/bff/fake-chat-stream';
import { eventsOf, openSseReader } from '@/testing/bff/sse-reader';

const start: StreamEvent = { type: 'message.start', role: 'assistant', messageId: 'm1', messageTimestamp: 1 };
const recorder = {
  recordCompletion: async () => {},
  recordCallToAction: async () => {},
  recordControlEvent: async () => {},
  previousTurnReplyId: async () => null,
};

function captureLog() {
  const lines: string[] = [];
  const log = createLogger({
    level: 'info',
    pretty: false,
    destination: { write: (line) => void lines.push(line) },
  });
  return { log, messages: () => lines.map((line) => (JSON.parse(line) as { msg: string }).msg) };
}

/** A server that answers every request with a relayed chat stream of `fake`. */
async function relayServer(fake: ReturnType<typeof createFakeChatStream>) {
  const server = http.createServer(async (_request, response) => {
    const relayed = createRelayResponse({ stream: fake.stream, recorder });
    response.writeHead(200, Object.fromEntries(relayed.headers));
    for await (const chunk of relayed.body!) response.write(chunk);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

afterEach(() => vi.restoreAllMocks());

describe('shutting down', () => {
  it('ends a stream still open after the grace with the interruption frame, then flushes and closes', async () => {
    const fake = createFakeChatStream();
    const { server, url } = await relayServer(fake);
    const response = await fetch(url);
    const reader = openSseReader(response.body);
    await reader.next();
    fake.send(start);
    expect(await reader.next()).toMatchObject({ kind: 'event', event: start });
    expect(openStreamCount()).toBe(1);

    const order: string[] = [];
    onShutdownFlush('request log', async () => void order.push('flush'));
    const { log, messages } = captureLog();
    const stopping = shutDown({
      graceMs: 300,
      log,
      servers: () => [server],
      closeDatabases: async () => void order.push('close databases'),
      flushLog: () => order.push('flush log'),
    });
    expect(isShuttingDown()).toBe(true);
    // No new connection is taken while the open stream runs.
    await expect(fetch(url)).rejects.toThrow();

    expect(eventsOf(await reader.rest())).toEqual([SHUTDOWN_INTERRUPTED_EVENT]);
    await stopping;
    expect(fake.closeCount()).toBe(1);
    expect(openStreamCount()).toBe(0);
    expect(order).toEqual(['flush', 'close databases', 'flush log']);
    expect(messages()).toEqual([
      'shutting down',
      'ended the chat streams still open after the grace',
      'stopped',
    ]);
    expect(server.listening).toBe(false);
  });

  it('lets a stream that ends within the grace finish as it would have, and stops without waiting out the rest', async () => {
    const fake = createFakeChatStream();
    const { server, url } = await relayServer(fake);
    const response = await fetch(url);
    const reader = openSseReader(response.body);
    await reader.next();
    fake.send(start);
    await reader.next();

    const { log, messages } = captureLog();
    const startedAt = performance.now();
    const stopping = shutDown({
      graceMs: 10_000,
      log,
      servers: () => [server],
      closeDatabases: async () => {},
      flushLog: () => {},
    });
    fake.send({ type: 'message.stop', messageId: 'm1' } as StreamEvent);
    fake.end();
    expect(eventsOf(await reader.rest())).toEqual([{ type: 'message.stop', messageId: 'm1' }]);
    await stopping;
    expect(performance.now() - startedAt).toBeLessThan(5_000);
    expect(messages()).not.toContain('ended the chat streams still open after the grace');
  });
});

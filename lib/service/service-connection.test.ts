import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServiceConnection, type ServiceRequestSpec } from './service-connection';

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A service stand-in on loopback: it records each request and answers as `answer` says. */
let server: Server;
let baseUrl: string;
let received: Received[] = [];
let answer: (request: IncomingMessage, response: ServerResponse) => void;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      });
      answer(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  received = [];
  vi.unstubAllGlobals();
});

const getUser = (): ServiceRequestSpec => ({
  method: 'GET',
  path: '/users/',
  userId: 'u1',
  accept: 'json',
  signal: new AbortController().signal,
});

describe('the service connection over HTTP', () => {
  it('sends the call with its credentials and reads the reply, without the framework’s fetch', async () => {
    const framework = vi.fn();
    vi.stubGlobal('fetch', framework);
    answer = (_request, response) => {
      response.setHeader('X-Request-Id', 'req-1');
      response.setHeader('Content-Type', 'application/json');
      response.end('{"code":"OK"}');
    };
    const service = createServiceConnection({ baseUrl, token: 'tok' });
    const reply = await service.fetch(service.buildRequest(getUser()));

    expect(framework).not.toHaveBeenCalled();
    expect(reply.status).toBe(200);
    expect(reply.headers.get('x-request-id')).toBe('req-1');
    expect(reply.headers.get('X-Request-Id')).toBe('req-1');
    expect(reply.headers.get('x-missing')).toBeNull();
    expect(await reply.text()).toBe('{"code":"OK"}');
    const [sent] = received;
    expect(sent).toMatchObject({ method: 'GET', url: '/api/v1/users/', body: '' });
    expect(sent!.headers).toMatchObject({
      authorization: 'Bearer tok',
      'x-service-user-id': 'u1',
      accept: 'application/json',
      'accept-encoding': 'identity',
    });
  });

  it('sends a JSON body and the idempotency key', async () => {
    answer = (_request, response) => {
      response.statusCode = 201;
      response.end('{}');
    };
    const service = createServiceConnection({ baseUrl, token: 'tok' });
    const spec = {
      ...getUser(),
      method: 'POST' as const,
      path: '/chats/',
      idempotencyKey: 'k1',
      body: { a: 1 },
    };
    const reply = await service.fetch(service.buildRequest(spec));
    expect(reply.status).toBe(201);
    await reply.text();
    expect(received[0]).toMatchObject({ method: 'POST', url: '/api/v1/chats/', body: '{"a":1}' });
    expect(received[0]!.headers).toMatchObject({
      'content-type': 'application/json',
      'idempotency-key': 'k1',
    });
  });

  it('answers a redirect as it came, never following it with the token', async () => {
    answer = (_request, response) => {
      response.writeHead(307, { Location: 'http://127.0.0.1:9/elsewhere' });
      response.end();
    };
    const service = createServiceConnection({ baseUrl, token: 'tok' });
    const reply = await service.fetch(service.buildRequest(getUser()));
    expect(reply.status).toBe(307);
    await reply.text();
    expect(received).toHaveLength(1);
  });

  it('gives an event stream chunk by chunk, as the service writes it', async () => {
    let writeSecond: () => void = () => {};
    answer = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      response.write('event: a\n\n');
      writeSecond = () => response.end('event: b\n\n');
    };
    const service = createServiceConnection({ baseUrl, token: 'tok' });
    const reply = await service.fetch(service.buildRequest({ ...getUser(), accept: 'event-stream' }));
    expect(reply.headers.get('content-type')).toBe('text/event-stream');
    expect(received[0]!.headers.accept).toBe('text/event-stream');
    const reader = reply.body!.getReader();
    const decoder = new TextDecoder();
    // The first chunk arrives while the service still holds the second.
    expect(decoder.decode((await reader.read()).value)).toBe('event: a\n\n');
    writeSecond();
    expect(decoder.decode((await reader.read()).value)).toBe('event: b\n\n');
    expect((await reader.read()).done).toBe(true);
  });

  it('closes the connection when the reader cancels a stream the service is still writing', async () => {
    const closed = new Promise<void>((resolve) => {
      answer = (_request, response) => {
        response.writeHead(200, { 'Content-Type': 'text/event-stream' });
        response.write('event: a\n\n');
        response.on('close', () => resolve());
      };
    });
    const service = createServiceConnection({ baseUrl, token: 'tok' });
    const reply = await service.fetch(service.buildRequest({ ...getUser(), accept: 'event-stream' }));
    const reader = reply.body!.getReader();
    await reader.read();
    await reader.cancel();
    await closed;
  });

  it('stops the call when its signal aborts', async () => {
    answer = () => {}; // never answers
    const service = createServiceConnection({ baseUrl, token: 'tok' });
    const controller = new AbortController();
    const reply = service.fetch(service.buildRequest({ ...getUser(), signal: controller.signal }));
    await vi.waitFor(() => expect(received).toHaveLength(1));
    controller.abort(new Error('stop'));
    await expect(reply).rejects.toThrow();
  });
});

describe('the service connection to the embedded handler', () => {
  it('hands the handler a whole Request', async () => {
    const handler = vi.fn(async (request: Request) =>
      Response.json({ method: request.method, body: await request.text() }),
    );
    const service = createServiceConnection({
      baseUrl: 'http://service.test/api/v1',
      token: 'tok',
      fetch: handler,
    });
    const spec = { ...getUser(), method: 'PUT' as const, path: '/users/', body: { name: 'Marge' } };
    const response = await service.fetch(service.buildRequest(spec));
    expect(JSON.parse(await response.text())).toEqual({ method: 'PUT', body: '{"name":"Marge"}' });
    const [request] = handler.mock.calls[0]!;
    expect(request.url).toBe('http://service.test/api/v1/users/');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.signal.aborted).toBe(false);
  });
});

import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatRequestLogEntry,
  startStandaloneService,
  type RequestLogEntry,
  type StandaloneService,
} from './standalone';
import { testConfig } from '@/testing/embedded/test-config';

describe('standalone server', () => {
  let running: StandaloneService;
  const logged: RequestLogEntry[] = [];
  const token = 'tok-standalone-test';

  beforeAll(async () => {
    running = await startStandaloneService({
      port: 0,
      config: testConfig({ organizations: [{ name: 'standalone-org', token }] }),
      onRequest: (entry) => logged.push(entry),
    });
  });
  afterAll(() => running.close());

  it('listens on the port it picked and serves the interface over HTTP', async () => {
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(running.url).not.toMatch(/:0$/);
    expect(running.baseUrl).toBe(`${running.url}/api/v1`);
    expect(running.service.deps.publicBaseUrl).toBe(running.baseUrl);

    const response = await fetch(`${running.baseUrl}/users/`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': 'std-1',
      },
      body: JSON.stringify({ firstName: 'Lenny' }),
    });
    expect(response.status).toBe(201);
    expect((await response.json()).data.firstName).toBe('Lenny');
    const requestId = response.headers.get('X-Request-ID');

    const document = await fetch(`${running.baseUrl}/openapi.json`);
    expect((await document.json()).servers).toMatchObject([{ url: running.baseUrl }]);

    expect(
      logged.slice(-2).map(({ method, path, status, requestId: id }) => ({ method, path, status, id })),
    ).toEqual([
      { method: 'POST', path: '/api/v1/users/', status: 201, id: requestId },
      { method: 'GET', path: '/api/v1/openapi.json', status: 200, id: expect.stringMatching(/^req_/) },
    ]);
  });

  it('formats one log line per request', () => {
    expect(
      formatRequestLogEntry({
        method: 'GET',
        path: '/api/v1/users/',
        status: 401,
        durationMs: 3.4,
        requestId: 'req_1',
      }),
    ).toBe('GET /api/v1/users/ 401 3ms req_1');
  });

  it('answers TRACE, which fetch cannot send, with 405 and Allow on a known path (ADR 0050)', async () => {
    const { status, allow, body } = await new Promise<{ status?: number; allow?: string; body: string }>(
      (resolve, reject) => {
        const outgoing = httpRequest(`${running.baseUrl}/users/`, { method: 'TRACE' }, (incoming) => {
          let text = '';
          incoming.setEncoding('utf8');
          incoming.on('data', (chunk: string) => (text += chunk));
          incoming.on('end', () =>
            resolve({ status: incoming.statusCode, allow: incoming.headers.allow, body: text }),
          );
        });
        outgoing.on('error', reject);
        outgoing.end();
      },
    );
    expect(status).toBe(405);
    expect(allow).toBe('GET, HEAD, POST');
    expect(JSON.parse(body)).toMatchObject({ code: 'error.method_not_allowed' });
  });

  // Last: it stops the server the other tests use (afterAll closing again shows close() is idempotent).
  it('stops listening when closed', async () => {
    await running.close();
    await expect(fetch(`${running.baseUrl}/openapi.json`)).rejects.toThrow();
  });
});

import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_ADDRESS_HEADER, stampSocketAddresses } from '@/lib/bff/http/socket-address';
import { UNROUTABLE_METHOD_HEADER } from '@/lib/bff/http/unroutable-method';
import { routeUnroutableMethods } from '@/lib/bff/http/unroutable-methods';
import { sendRawRequest } from '@/testing/http/raw-request';

/** What the server's own request handler (Next.js, in the app) was handed. */
interface Seen {
  method: string | undefined;
  carried: string | string[] | undefined;
  address: string | string[] | undefined;
  url: string | undefined;
}

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((incoming, outgoing) => {
    const seen: Seen = {
      method: incoming.method,
      carried: incoming.headers[UNROUTABLE_METHOD_HEADER],
      address: incoming.headers[SOCKET_ADDRESS_HEADER],
      url: incoming.url,
    };
    outgoing.setHeader('Content-Type', 'application/json');
    outgoing.end(JSON.stringify(seen));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  stampSocketAddresses();
  routeUnroutableMethods([server]);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(method: string, headers: Record<string, string> = {}): Promise<Seen> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port, path: '/api/users/me', method, headers },
      (answer) => {
        let body = '';
        answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
        answer.on('end', () => resolve(JSON.parse(body) as Seen));
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** A client's own socket address stamp rides along, to show that the stamp still replaces it. */
const sendRaw = (requestLine: string) =>
  sendRawRequest('127.0.0.1', port, requestLine, { [SOCKET_ADDRESS_HEADER]: '6.6.6.6' });

describe('methods Next.js cannot route', () => {
  it.each(['TRACE', 'PROPFIND', 'MKCOL'])(
    '%s reaches the handler as OPTIONS, carrying the method',
    async (method) => {
      expect(await send(method)).toMatchObject({ method: 'OPTIONS', carried: method });
    },
  );

  it.each(['GET', 'OPTIONS', 'POST', 'DELETE'])(
    "%s goes on as it came, without a client's own header",
    async (method) => {
      expect(await send(method, { [UNROUTABLE_METHOD_HEADER]: 'TRACE' })).toEqual({
        method,
        carried: undefined,
        address: '127.0.0.1',
        url: '/api/users/me',
      });
    },
  );

  it('CONNECT to a path reaches the handler like any other request, and the connection closes', async () => {
    const answer = await sendRaw('CONNECT /api/users/me HTTP/1.1');
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer.toLowerCase()).toContain('connection: close');
    const seen = JSON.parse(answer.slice(answer.indexOf('{'), answer.lastIndexOf('}') + 1)) as Seen;
    // The socket address stamp ran too: a client's own value is replaced.
    expect(seen).toEqual({
      method: 'OPTIONS',
      carried: 'CONNECT',
      address: '127.0.0.1',
      url: '/api/users/me',
    });
  });

  it('CONNECT to a host, as to a proxy, is 404 with the envelope and never reaches the handler', async () => {
    const answer = await sendRaw('CONNECT example.com:443 HTTP/1.1');
    expect(answer).toMatch(/^HTTP\/1\.1 404 Not Found\r\n/);
    expect(answer).toContain('X-Content-Type-Options: nosniff');
    const [, body] = answer.split('\r\n\r\n');
    expect(JSON.parse(body!)).toMatchObject({ code: 'error.not_found' });
  });
});

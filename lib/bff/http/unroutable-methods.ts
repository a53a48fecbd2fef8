import 'server-only';
import { channel, subscribe } from 'node:diagnostics_channel';
import http, { type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Socket } from 'node:net';
import { ERROR_CODES, errorEnvelope } from '@/lib/contract';
import { apiSecurityHeaders } from './security-headers';
import { UNROUTABLE_METHOD_HEADER } from './unroutable-method';

/** Every method Next.js routes to a route file (its `HTTP_METHODS`). */
export const ROUTE_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

const routeMethods = new Set<string>(ROUTE_METHODS);

/**
 * A request with a method Next.js cannot route goes on as OPTIONS, its method carried in
 * UNROUTABLE_METHOD_HEADER (see there); every other request loses that header.
 */
export function carryUnroutableMethod(request: IncomingMessage): void {
  const method = request.method ?? '';
  if (routeMethods.has(method)) {
    delete request.headers[UNROUTABLE_METHOD_HEADER];
    return;
  }
  request.headers[UNROUTABLE_METHOD_HEADER] = method;
  request.method = 'OPTIONS';
}

const requestStart = channel('http.server.request.start');

/**
 * Node hands `CONNECT` to the server's 'connect' listeners instead of 'request', and closes the
 * connection when there are none, as with Next.js. A `CONNECT` naming a path goes to Next.js like any
 * other request, through the same start-of-request hooks; one naming a host (authority form, as a
 * proxy would be asked) names nothing this server has: 404 with the envelope.
 */
function answerConnect(server: http.Server) {
  return (request: IncomingMessage, socket: Duplex) => {
    if (!request.url?.startsWith('/')) {
      const body = JSON.stringify(
        errorEnvelope({
          code: ERROR_CODES.notFound,
          message: 'This server is not a proxy; CONNECT names nothing here.',
        }),
      );
      const headers = {
        ...apiSecurityHeaders({ production: process.env.NODE_ENV === 'production' }),
        'Content-Type': 'application/json',
        'Content-Length': String(Buffer.byteLength(body)),
        'Cache-Control': 'no-store',
        Connection: 'close',
      };
      const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.end(`HTTP/1.1 404 Not Found\r\n${head.join('')}\r\n${body}`);
      return;
    }
    const response = new http.ServerResponse(request);
    response.shouldKeepAlive = false;
    response.assignSocket(socket as Socket);
    response.on('finish', () => socket.end());
    // Subscribers see it as Node publishes every other request: the socket address stamp, then this.
    requestStart.publish({ request, response, socket, server });
    server.emit('request', request, response);
  };
}

let installed = false;

/**
 * Installs the rewrite for every request of this process (Node's `http.server.request.start` channel,
 * published before the server's 'request' event) and the `CONNECT` answer on the servers already
 * listening, which at start-up is Next.js's own. Called once, after `stampSocketAddresses`.
 */
export function routeUnroutableMethods(servers: readonly http.Server[]): void {
  if (installed) return;
  installed = true;
  subscribe('http.server.request.start', (message) => {
    carryUnroutableMethod((message as { request: IncomingMessage }).request);
  });
  for (const server of servers) {
    if (server.listenerCount('connect') === 0) server.on('connect', answerConnect(server));
  }
}

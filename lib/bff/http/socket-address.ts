import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Next's route handlers see a Fetch Request without the socket, and Next fills X-Forwarded-For from the
 * socket only when the client sent none. So the server stamps the connection's address on each request
 * under this header, replacing whatever a client sent under the same name, before Next reads it.
 */
export const SOCKET_ADDRESS_HEADER = 'x-bff-socket-address';

interface RequestStart {
  request: IncomingMessage;
  socket: Socket;
}

let installed = false;

/**
 * Stamps every incoming HTTP request of this process, through Node's `http.server.request.start`
 * diagnostics channel (published before the server's 'request' event). Called once at start-up.
 */
export function stampSocketAddresses(): void {
  if (installed) return;
  installed = true;
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as RequestStart;
    const address = socket.remoteAddress ?? request.socket?.remoteAddress;
    if (address) request.headers[SOCKET_ADDRESS_HEADER] = address;
    else delete request.headers[SOCKET_ADDRESS_HEADER];
  });
}

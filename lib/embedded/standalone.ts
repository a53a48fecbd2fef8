import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { REQUEST_ID_HEADER } from '@/lib/contract';
import type { EmbeddedConfig } from './config';
import { ServiceFailure } from './http/service-failure';
import type { Clock } from './context';
import { API_BASE_PATH, createEmbeddedService, type EmbeddedService } from './index';

export interface RequestLogEntry {
  method: string;
  path: string;
  status: number;
  /** Until the response headers; a stream goes on after that. */
  durationMs: number;
  requestId: string | null;
}

export interface StandaloneServiceOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  config?: EmbeddedConfig;
  clock?: Clock;
  /** Called once per request, around the service rather than inside it. */
  onRequest?: (entry: RequestLogEntry) => void;
}

export interface StandaloneService {
  /** Origin the server listens at, e.g. http://127.0.0.1:4010. */
  url: string;
  /** The interface's `{base_url}`: url + /api/v1. */
  baseUrl: string;
  service: EmbeddedService;
  /** Stops accepting connections, waits for open ones (streams are cut after a grace period), then closes the database. */
  close(): Promise<void>;
}

const CLOSE_GRACE_MS = 5_000;

function originOf(host: string, port: number): string {
  // An address that listens everywhere is not one to browse to.
  const reachable = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

export function formatRequestLogEntry(entry: RequestLogEntry): string {
  return `${entry.method} ${entry.path} ${entry.status} ${Math.round(entry.durationMs)}ms ${entry.requestId ?? '-'}`;
}

function withRequestLog(
  fetch: (request: Request) => Promise<Response>,
  onRequest: ((entry: RequestLogEntry) => void) | undefined,
): (request: Request) => Promise<Response> {
  if (!onRequest) return fetch;
  return async (request) => {
    const started = performance.now();
    const response = await fetch(request);
    onRequest({
      method: request.method,
      path: new URL(request.url).pathname,
      status: response.status,
      durationMs: performance.now() - started,
      requestId: response.headers.get(REQUEST_ID_HEADER),
    });
    return response;
  };
}

function listen(host: string, port: number, fetch: (request: Request) => Promise<Response>) {
  return new Promise<{ server: Server; port: number }>((resolve, reject) => {
    const server = serve({ fetch, hostname: host, port }) as Server;
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      resolve({ server, port: (server.address() as AddressInfo).port });
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const cutOff = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
    cutOff.unref();
    server.close(() => {
      clearTimeout(cutOff);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * The embedded service as a Node HTTP server. The port is known only once the server listens, and
 * waiting room links need it, so the service is created after listening; nothing is answered before.
 */
export async function startStandaloneService(options: StandaloneServiceOptions): Promise<StandaloneService> {
  const host = options.host ?? '127.0.0.1';
  let handle: (request: Request) => Promise<Response> = async () =>
    new ServiceFailure('error.service.unavailable', 'The service is starting').toResponse();
  const { server, port } = await listen(host, options.port, (request) => handle(request));
  const url = originOf(host, port);
  let service: EmbeddedService;
  try {
    service = await createEmbeddedService({
      config: options.config,
      clock: options.clock,
      publicBaseUrl: `${url}${API_BASE_PATH}`,
    });
  } catch (error) {
    await closeServer(server);
    throw error;
  }
  handle = withRequestLog(service.fetch, options.onRequest);

  let closing: Promise<void> | undefined;
  return {
    url,
    baseUrl: `${url}${API_BASE_PATH}`,
    service,
    close: () =>
      (closing ??= (async () => {
        await closeServer(server);
        await service.close();
      })()),
  };
}

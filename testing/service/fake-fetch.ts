import 'server-only';
import type { ServiceCallRecord } from '@/lib/service/service-call-record';
import { createServiceClient } from '@/lib/service/service-client';
import type { ServiceClientOptions } from '@/lib/service/service-connection';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  bodyText: string;
}

type FakeHandler = (request: Request, index: number) => Response | Promise<Response>;

/** A fetch that answers from `handler` and keeps every request it saw, body included. */
export function createFakeFetch(handler: FakeHandler) {
  const requests: RecordedRequest[] = [];
  async function fakeFetch(request: Request): Promise<Response> {
    const bodyText = request.body ? await request.clone().text() : '';
    requests.push({ method: request.method, url: new URL(request.url), headers: request.headers, bodyText });
    return handler(request, requests.length - 1);
  }
  return { fetch: fakeFetch, requests };
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'X-Request-ID': `req_fake_${status}`, ...headers },
  });
}

export function envelopeResponse(status: number, data: unknown): Response {
  return jsonResponse(status, { code: 'success', message: 'Request successful', data });
}

export function errorResponse(status: number, code: string, data?: unknown): Response {
  return jsonResponse(status, { code, message: `Failure ${code}`, ...(data === undefined ? {} : { data }) });
}

export const FAKE_TOKEN = 'tok_secret_fake_0123456789';
export const FAKE_BASE_URL = 'http://service.test/api/v1';

/** A client on a fake fetch that never really sleeps: `sleeps` lists every delay it asked for. */
export function createFakeClient(handler: FakeHandler, overrides: Partial<ServiceClientOptions> = {}) {
  const fake = createFakeFetch(handler);
  const sleeps: number[] = [];
  const calls: ServiceCallRecord[] = [];
  const client = createServiceClient({
    baseUrl: FAKE_BASE_URL,
    token: FAKE_TOKEN,
    fetch: fake.fetch,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
    onCall: (record) => calls.push(record),
    ...overrides,
  });
  return { client, requests: fake.requests, sleeps, calls };
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

type Answer = { status?: number; data?: unknown; code?: string; message?: string; fields?: unknown[] };
type Handler = (call: FakeCall) => Answer;

/**
 * A stand-in for the BFF in component tests: `fetch` answered from handlers keyed by "METHOD /path",
 * in the envelope the browser code reads, with a request id on every answer. Calls are kept to assert on.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  let counter = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = input.split('?')[0]!;
      const call: FakeCall = {
        method,
        path,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: new Headers(init.headers),
      };
      calls.push(call);
      const handler = handlers[`${method} ${path}`];
      const answer = handler ? handler(call) : { status: 404, code: 'error.not_found', message: 'Not found' };
      const status = answer.status ?? 200;
      const body =
        status < 400
          ? { data: answer.data ?? null }
          : {
              code: answer.code,
              message: answer.message,
              data: answer.fields ? { fields: answer.fields } : null,
            };
      counter += 1;
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', 'X-Request-ID': `req-${counter}` },
      });
    }),
  );
  return { calls };
}

export function withQueryClient(children: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { QueryClient, type DehydratedState } from '@tanstack/react-query';
import { expect, vi } from 'vitest';
import { prefetchedState, type Prefetch } from '@/lib/bff/pages/prefetch';
import { callRoute } from '@/testing/bff/route-harness';

const API_DIRECTORY = path.resolve(import.meta.dirname, '../../app/api');

/** The `route.ts` Next.js would answer a path with, and the dynamic segments' values. */
function resolveRouteFile(pathname: string): { file: string; params: Record<string, string> } {
  const segments = pathname
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean);
  let directory = API_DIRECTORY;
  const params: Record<string, string> = {};
  for (const segment of segments) {
    const exact = path.join(directory, segment);
    if (fs.existsSync(exact)) {
      directory = exact;
      continue;
    }
    const dynamic = fs.readdirSync(directory).find((name) => /^\[\w+\]$/.test(name));
    if (!dynamic) throw new Error(`No route answers ${pathname}`);
    params[dynamic.slice(1, -1)] = decodeURIComponent(segment);
    directory = path.join(directory, dynamic);
  }
  const file = path.join(directory, 'route.ts');
  if (!fs.existsSync(file)) throw new Error(`No route answers ${pathname}`);
  return { file, params };
}

/** The browser's `fetch` of a GET, answered by the route handler in this process with the current cookie. */
export async function routeFetch(input: RequestInfo | URL): Promise<Response> {
  const target = String(input);
  const { file, params } = resolveRouteFile(new URL(target, 'http://route.invalid').pathname);
  const route = (await import(file)) as { GET: unknown };
  return callRoute(route.GET, target, { params });
}

/** What the browser's own query puts in its cache when its fetches reach the routes of this process. */
async function browserQueryData(options: {
  queryKey: readonly unknown[];
  initialPageParam?: unknown;
}): Promise<unknown> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  vi.stubGlobal('fetch', routeFetch);
  try {
    if ('initialPageParam' in options) await client.fetchInfiniteQuery(options as never);
    else await client.fetchQuery(options as never);
  } finally {
    vi.unstubAllGlobals();
  }
  return client.getQueryData(options.queryKey);
}

function prefetchedData(state: DehydratedState, queryKey: readonly unknown[]): unknown {
  const query = state.queries.find((entry) => JSON.stringify(entry.queryKey) === JSON.stringify(queryKey));
  if (!query) throw new Error(`Nothing was prefetched for ${JSON.stringify(queryKey)}`);
  return query.state.data;
}

// JSON on both sides: the prefetch crosses to the browser serialized, as the route's answer does.
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

/**
 * Fails unless the prefetch leaves in the cache what the browser's query gets from the route. A read that
 * records itself (an audit row, the service calls it made) changes what the next read sees: `stable` keeps
 * what both reads must agree on.
 */
export async function expectSameAsRoute(
  prefetch: Prefetch,
  options: { queryKey: readonly unknown[] },
  stable: (data: never) => unknown = (data) => data,
) {
  const prefetched = prefetchedData(await prefetchedState(prefetch), options.queryKey);
  const answered = await browserQueryData(options);
  expect(stable(asJson(prefetched) as never)).toEqual(stable(asJson(answered) as never));
}

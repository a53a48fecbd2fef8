import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

/** What one BFF request's log line reports besides its own answer: the service calls it made. */
export interface RequestContext {
  upstreamRequestIds: string[];
}

// Route bundles and the service client may be separate module copies: one store for the process.
const storeKey = Symbol.for('consultation.request-context');

function store(): AsyncLocalStorage<RequestContext> {
  const globalScope = globalThis as { [storeKey]?: AsyncLocalStorage<RequestContext> };
  globalScope[storeKey] ??= new AsyncLocalStorage<RequestContext>();
  return globalScope[storeKey];
}

export function runInRequestContext<T>(context: RequestContext, work: () => Promise<T>): Promise<T> {
  return store().run(context, work);
}

/** Called as each service call is reported, inside the request that made it (outside one: ignored). */
export function noteUpstreamRequest(requestId: string | null): void {
  if (requestId === null) return;
  const context = store().getStore();
  if (context && context.upstreamRequestIds.length < 20) context.upstreamRequestIds.push(requestId);
}

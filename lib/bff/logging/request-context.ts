import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { processWide } from '@/lib/process-wide';

/** What one BFF request carries besides its answer. */
export interface RequestContext {
  /** The service calls it made, for its log line. */
  upstreamRequestIds: string[];
  /** The request's own `Cookie` header (null without one), read where the request is at hand. */
  cookieHeader: string | null;
  /** The session cookie's value as this request last set it ('' once cleared), for its own later reads. */
  sessionSeal?: string;
}

// Route bundles and the service client may be separate module copies: one store for the process, found
// once per copy as it loads, since every request reads it.
const requestContexts = processWide(
  'consultation.request-context',
  () => new AsyncLocalStorage<RequestContext>(),
);

export function runInRequestContext<T>(context: RequestContext, work: () => Promise<T>): Promise<T> {
  return requestContexts.run(context, work);
}

/** The context of the API request under way, if any (a page's render has none). */
export function currentRequestContext(): RequestContext | undefined {
  return requestContexts.getStore();
}

/** Called as each service call is reported, inside the request that made it (outside one: ignored). */
export function noteUpstreamRequest(requestId: string | null): void {
  if (requestId === null) return;
  const context = requestContexts.getStore();
  if (context && context.upstreamRequestIds.length < 20) context.upstreamRequestIds.push(requestId);
}

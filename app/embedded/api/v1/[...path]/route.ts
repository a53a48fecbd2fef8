import { errorEnvelope } from '@/lib/contract';
import { parseAppConfig } from '@/lib/bff/config/app-config';
import { getEmbeddedRuntime } from '@/lib/embedded/runtime';
import { UNROUTABLE_METHOD_HEADER, unroutableMethodOf } from '@/lib/bff/http/unroutable-method';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const MOUNT_PREFIX = '/embedded';

/**
 * The request as one with another method. fetch cannot build a `TRACE` or `CONNECT` request, which
 * reaches this route as `OPTIONS` (unroutable-methods.ts); the service reads the method only to route
 * it, and answers 405 with the path's `Allow` as it does over its own HTTP server.
 */
function reportingMethod(request: Request, method: string): Request {
  return new Proxy(request, {
    get(target, property) {
      if (property === 'method') return method;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The embedded service over HTTP, at /embedded/api/v1/..., for tools that speak the interface
 * (curl, the conformance suite, the waiting room link). Only in embedded mode: in remote mode the
 * real service is the one to talk to.
 */
async function forwardToEmbeddedService(request: Request): Promise<Response> {
  if (parseAppConfig(process.env).service.kind !== 'embedded') {
    return Response.json(
      errorEnvelope({
        code: 'error.not_found',
        message: 'The embedded service is not running: the app is in remote mode',
      }),
      { status: 404 },
    );
  }
  const service = await getEmbeddedRuntime();
  const url = new URL(request.url);
  url.pathname = url.pathname.slice(MOUNT_PREFIX.length);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const headers = new Headers(request.headers);
  headers.delete(UNROUTABLE_METHOD_HEADER);
  const forwarded = new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? request.body : undefined,
    // Lets the service notice a client that went away in the middle of a stream.
    signal: request.signal,
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
  const unroutable = unroutableMethodOf(request);
  return service.fetch(unroutable === null ? forwarded : reportingMethod(forwarded, unroutable));
}

export {
  forwardToEmbeddedService as GET,
  forwardToEmbeddedService as POST,
  forwardToEmbeddedService as PUT,
  forwardToEmbeddedService as DELETE,
  forwardToEmbeddedService as PATCH,
  // The service answers these itself (405 with its own Allow), not Next.js for every method above.
  forwardToEmbeddedService as HEAD,
  forwardToEmbeddedService as OPTIONS,
};

/**
 * Next.js builds a fetch `Request` for every request before any of the app's code runs, and fetch
 * refuses `TRACE` and `CONNECT`: Next answered those 500. Any other method outside its list (`PROPFIND`)
 * got a bare 400 without the envelope. So before Next sees such a request, its method moves into this
 * header and the request goes on as `OPTIONS`: the route file's `OPTIONS` handler (otherMethods, the
 * embedded mount, the proxy for pages) then answers 405 with `Allow` for the method named here
 * (ADR 0071). The header is removed from every other request, so a client cannot send it.
 */
export const UNROUTABLE_METHOD_HEADER = 'x-bff-unroutable-method';

/** The method a request came with when Next.js could not route it, or null for every routable one. */
export function unroutableMethodOf(request: Request): string | null {
  return request.method === 'OPTIONS' ? request.headers.get(UNROUTABLE_METHOD_HEADER) : null;
}

import { NextResponse, type NextRequest } from 'next/server';
import {
  buildContentSecurityPolicy,
  apiSecurityHeaders,
  EMBEDDED_SERVICE_PREFIX,
  newNonce,
  securityResponseHeaders,
  STRIPPED_REQUEST_HEADERS,
} from '@/lib/bff/http/security-headers';
import { REQUEST_PATH_HEADER } from '@/lib/bff/http/request-path';
import { unroutableMethodOf } from '@/lib/bff/http/unroutable-method';
import { hasSessionCookie } from '@/lib/bff/session/session-cookie-names';
// Not the contract's index: the proxy runs on every page request and needs no schema library.
import { ERROR_CODES } from '@/lib/contract/error-codes';

/** What every page offers. */
const PAGE_METHODS = 'GET, HEAD';

/**
 * Security headers on every page, a fresh CSP nonce per request (Next reads it from the
 * request's Content-Security-Policy header and puts it on its own scripts), and the service's
 * credential headers removed from anything a browser sends.
 */
export function proxy(request: NextRequest) {
  const production = process.env.NODE_ENV === 'production';
  if (request.nextUrl.pathname.startsWith(EMBEDDED_SERVICE_PREFIX)) {
    // The embedded service is a separate service that happens to share the origin: it needs the
    // credentials it is sent, and sets its own CSP on the waiting room page.
    return NextResponse.next();
  }
  const unroutable = unroutableMethodOf(request);
  if (unroutable !== null) {
    const message = `${unroutable} is not allowed here; pages offer ${PAGE_METHODS}.`;
    return NextResponse.json(
      { code: ERROR_CODES.methodNotAllowed, message },
      {
        status: 405,
        headers: { Allow: PAGE_METHODS, 'Cache-Control': 'no-store', ...apiSecurityHeaders({ production }) },
      },
    );
  }

  const nonce = newNonce();
  const policy = buildContentSecurityPolicy({ nonce, development: process.env.NODE_ENV === 'development' });
  const requestHeaders = new Headers(request.headers);
  for (const name of STRIPPED_REQUEST_HEADERS) requestHeaders.delete(name);
  requestHeaders.set('x-nonce', nonce);
  // Set here, never taken from the browser: a page that sends a signed-out visitor to sign in names itself.
  requestHeaders.set(REQUEST_PATH_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  requestHeaders.set('Content-Security-Policy', policy);

  // The signed-in home is its own route, so that the public home loads none of its client code; a
  // session cookie, valid or not, is enough to show it here (the page checks the session; ADR 0072).
  const signedInHome = request.nextUrl.pathname === '/' && hasSessionCookie(request.cookies);
  const response = signedInHome
    ? NextResponse.rewrite(new URL(`/home${request.nextUrl.search}`, request.url), {
        request: { headers: requestHeaders },
      })
    : NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  for (const [name, value] of Object.entries(securityResponseHeaders({ production }))) {
    response.headers.set(name, value);
  }
  return response;
}

export const config = {
  matcher: [
    {
      // Static build output and the favicon carry no scripts. API routes answer JSON and set their own
      // static security headers in withRoute (ADR 0049): running the proxy for each cost about 1 ms.
      source: '/((?!api/|_next/static|_next/image|favicon.ico).*)',
    },
  ],
};

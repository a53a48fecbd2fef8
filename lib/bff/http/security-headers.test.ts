import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { proxy } from '@/proxy';
import { buildContentSecurityPolicy } from '@/lib/bff/http/security-headers';
import { UNROUTABLE_METHOD_HEADER } from '@/lib/bff/http/unroutable-method';

afterEach(() => vi.unstubAllEnvs());

/** Headers Next passes on to the route, as NextResponse.next({ request }) encodes them. */
function forwardedRequestHeaders(response: Response): Map<string, string> {
  const names = response.headers.get('x-middleware-override-headers')?.split(',') ?? [];
  return new Map(names.map((name) => [name, response.headers.get(`x-middleware-request-${name}`) ?? '']));
}

function nonceOf(policy: string): string | undefined {
  return /'nonce-([^']+)'/.exec(policy)?.[1];
}

describe('proxy', () => {
  const request = () =>
    new NextRequest('https://app.test/chats', {
      headers: {
        Authorization: 'Bearer stolen',
        'X-Service-User-ID': 'usr_other',
        Cookie: 'consult_session=abc',
      },
    });

  it('sets a nonce-based CSP on the response and on the request Next renders from', () => {
    const response = proxy(request());
    const policy = response.headers.get('Content-Security-Policy')!;
    const nonce = nonceOf(policy);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    const forwarded = forwardedRequestHeaders(response);
    expect(forwarded.get('x-nonce')).toBe(nonce);
    expect(forwarded.get('content-security-policy')).toBe(policy);
  });

  it('uses a new nonce for every request', () => {
    const first = nonceOf(proxy(request()).headers.get('Content-Security-Policy')!);
    const second = nonceOf(proxy(request()).headers.get('Content-Security-Policy')!);
    expect(first).not.toBe(second);
  });

  it('removes the service credential headers a browser sent, and keeps the rest', () => {
    const forwarded = forwardedRequestHeaders(proxy(request()));
    expect(forwarded.has('authorization')).toBe(false);
    expect(forwarded.has('x-service-user-id')).toBe(false);
    expect(forwarded.get('cookie')).toBe('consult_session=abc');
  });

  it('sets the other security headers, and HSTS only in production', () => {
    vi.stubEnv('NODE_ENV', 'test');
    const response = proxy(request());
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('Permissions-Policy')).toContain('camera=()');
    // The pharmacy search asks for the browser's position on this origin only, and only on a click.
    expect(response.headers.get('Permissions-Policy')).toContain('geolocation=(self)');
    expect(response.headers.get('Permissions-Policy')).not.toContain('geolocation=()');
    expect(response.headers.get('Strict-Transport-Security')).toBeNull();
    vi.stubEnv('NODE_ENV', 'production');
    expect(proxy(request()).headers.get('Strict-Transport-Security')).toMatch(/max-age=\d+/);
  });

  it('leaves the embedded service mount alone: it takes credentials and sets its own CSP', () => {
    const response = proxy(
      new NextRequest('https://app.test/embedded/api/v1/users/', {
        headers: { Authorization: 'Bearer svc' },
      }),
    );
    expect(response.headers.get('Content-Security-Policy')).toBeNull();
    expect(response.headers.get('x-middleware-override-headers')).toBeNull();
  });

  it('shows the signed-in home at / to a request with a session cookie, under either name', () => {
    const home = (cookie?: string, path = '/') =>
      proxy(new NextRequest(`https://app.test${path}`, { headers: cookie ? { Cookie: cookie } : {} }));
    const rewrite = (response: Response) => response.headers.get('x-middleware-rewrite');
    expect(rewrite(home('consult_session=abc'))).toBe('https://app.test/home');
    expect(rewrite(home('__Host-consult_session=abc'))).toBe('https://app.test/home');
    expect(rewrite(home('consult_session=abc', '/?from=mail'))).toBe('https://app.test/home?from=mail');
    // The page still gets its nonce and security headers.
    expect(home('consult_session=abc').headers.get('Content-Security-Policy')).toContain("'nonce-");
    expect(rewrite(home())).toBeNull();
    expect(rewrite(home('other=1'))).toBeNull();
    expect(rewrite(home('consult_session=abc', '/chats'))).toBeNull();
  });

  it('refuses a method Next.js cannot route with 405, the envelope and Allow: GET, HEAD on a page', async () => {
    const carried = new NextRequest('https://app.test/chats', {
      method: 'OPTIONS',
      headers: { [UNROUTABLE_METHOD_HEADER]: 'TRACE' },
    });
    const response = proxy(carried);
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET, HEAD');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await response.json()).toEqual({
      code: 'error.method_not_allowed',
      message: 'TRACE is not allowed here; pages offer GET, HEAD.',
    });
    // A plain OPTIONS is not refused here.
    expect(proxy(new NextRequest('https://app.test/chats', { method: 'OPTIONS' })).status).toBe(200);
  });
});

describe('buildContentSecurityPolicy', () => {
  it('allows eval only in development, for React refresh', () => {
    expect(buildContentSecurityPolicy({ nonce: 'n', development: true })).toContain("'unsafe-eval'");
    expect(buildContentSecurityPolicy({ nonce: 'n', development: false })).not.toContain('unsafe-eval');
  });
});

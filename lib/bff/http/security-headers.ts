/**
 * The headers every page and route answers with. No `server-only` marker: the proxy bundle imports it,
 * and it holds nothing secret.
 */

/** Request headers only this app's server may set: the service's credentials never come from a browser. */
export const STRIPPED_REQUEST_HEADERS = ['authorization', 'x-service-user-id'] as const;

/** The embedded service over HTTP takes its own credentials and sets its own headers (waiting room CSP). */
export const EMBEDDED_SERVICE_PREFIX = '/embedded/api/v1/';

export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export function buildContentSecurityPolicy({
  nonce,
  development,
}: {
  nonce: string;
  development: boolean;
}): string {
  // React refresh and React's server error overlay evaluate code in development only.
  const scriptSources = [
    "'self'",
    `'nonce-${nonce}'`,
    "'strict-dynamic'",
    ...(development ? ["'unsafe-eval'"] : []),
  ];
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The policy of every `/api/*` answer: JSON and event streams, never a document, so nothing may load or
 * frame it. Static, so the routes set it themselves and the proxy does not run for them (ADR 0049).
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** What every `/api/*` answer carries: the pages' security headers with the API's own policy. */
export function apiSecurityHeaders({ production }: { production: boolean }): Record<string, string> {
  return {
    ...securityResponseHeaders({ production }),
    'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
  };
}

export function securityResponseHeaders({ production }: { production: boolean }): Record<string, string> {
  return {
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), interest-cohort=()',
    ...(production ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

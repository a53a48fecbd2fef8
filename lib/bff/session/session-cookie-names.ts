/** The cookie's name over plain http (development, tests); production adds the `__Host-` prefix. */
export const SESSION_COOKIE_NAME = 'consult_session';
/**
 * Browsers accept a `__Host-` cookie only when it is Secure, has Path=/ and no Domain, so no subdomain
 * or plain-http page can plant or overwrite it.
 */
export const HOST_PREFIX = '__Host-';

/**
 * Whether the request carries a session cookie under either name, valid or not: a hint for routing
 * (the proxy), never a check of the session. Free of imports, so that the proxy can use it.
 */
export function hasSessionCookie(cookies: { has(name: string): boolean }): boolean {
  return cookies.has(SESSION_COOKIE_NAME) || cookies.has(`${HOST_PREFIX}${SESSION_COOKIE_NAME}`);
}

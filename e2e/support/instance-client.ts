import { CSRF_HEADER_NAME, CSRF_HEADER_VALUE } from '../../lib/client/csrf-header';
import type { NextServer } from './next-server';

const SESSION_COOKIE = 'consult_session';

/** An instance a spec started, and calls to it as the app's pages make them. */
export interface Instance {
  server: NextServer;
  /** A call to this instance, with a session cookie when given. */
  call(
    method: 'GET' | 'POST',
    route: string,
    options?: { cookie?: string; body?: unknown },
  ): Promise<Response>;
}

export function instance(server: NextServer): Instance {
  return {
    server,
    call: (method, route, { cookie, body } = {}) =>
      fetch(`${server.baseUrl}${route}`, {
        method,
        headers: {
          ...(method === 'POST'
            ? {
                Origin: server.baseUrl,
                [CSRF_HEADER_NAME]: CSRF_HEADER_VALUE,
                'Content-Type': 'application/json',
              }
            : {}),
          ...(cookie ? { Cookie: cookie } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      }),
  };
}

/** A cookie a response set, as a `Cookie` header value. */
function setCookie(response: Response, name: string): string {
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.startsWith(`${name}=`));
  if (!cookie) throw new Error(`No ${name} cookie in the ${response.status} response`);
  return cookie;
}

/** The session cookie a response set, as a `Cookie` header value. */
export const sessionCookie = (response: Response) => setCookie(response, SESSION_COOKIE);

/**
 * Registers on `on` as the pages do (ADR 0088): the address, its code (read by `codeFor`, from the
 * e-mails' table), then the rest of the details. Answers the last step's response.
 */
export async function registerOn(
  on: Instance,
  { email, ...details }: { email: string } & Record<string, unknown>,
  codeFor: (email: string) => Promise<string>,
): Promise<Response> {
  const asked = await on.call('POST', '/api/auth/registration', { body: { email } });
  if (asked.status !== 202) throw new Error(`Registration on ${on.server.name} answered ${asked.status}`);
  const confirmed = await on.call('POST', '/api/auth/registration/confirm', {
    body: { email, code: await codeFor(email) },
  });
  if (confirmed.status !== 200)
    throw new Error(`Confirmation on ${on.server.name} answered ${confirmed.status}`);
  return on.call('POST', '/api/auth/register', {
    cookie: setCookie(confirmed, 'consult_registration'),
    body: details,
  });
}

/** Lines of a server's output that report a failure of any kind. */
export function reportedFailures(server: NextServer): string[] {
  const { stdout, stderr } = server.output();
  const failing = stdout.split('\n').filter((line) => /error|fail|could not|exception|unhandled/i.test(line));
  return [...failing, ...stderr.split('\n').filter((line) => line.trim() !== '')];
}

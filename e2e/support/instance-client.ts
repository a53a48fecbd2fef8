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

/** The session cookie a response set, as a `Cookie` header value. */
export function sessionCookie(response: Response): string {
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`No session cookie in the ${response.status} response`);
  return cookie;
}

/** Lines of a server's output that report a failure of any kind. */
export function reportedFailures(server: NextServer): string[] {
  const { stdout, stderr } = server.output();
  const failing = stdout.split('\n').filter((line) => /error|fail|could not|exception|unhandled/i.test(line));
  return [...failing, ...stderr.split('\n').filter((line) => line.trim() !== '')];
}

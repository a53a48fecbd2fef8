import { generateSync } from 'otplib';
import { bffHeaders, sessionCookieOf } from './pair';

/**
 * The demo admin's sign-in for the page benchmarks, with two-factor sign-in as every admin has it
 * (ADR 0092): at the first sign-in of a run it is set up with a key this process keeps, and every later
 * sign-in types a code made from that key. Each 30-second step is accepted once, so a step is never
 * used twice here, and a burst waits for the clock.
 */
const PERIOD_MS = 30_000;
let demoKey: string | undefined;
let lastStep = 0;

async function nextCode(key: string): Promise<string> {
  const current = Math.floor(Date.now() / PERIOD_MS);
  const step = Math.max(lastStep + 1, current);
  if (step > current + 1)
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * PERIOD_MS + 500 - Date.now()));
  lastStep = step;
  return generateSync({ secret: key, epoch: (step * PERIOD_MS) / 1000 });
}

/** `name=value` of every cookie a response set, for the next request. */
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ');

async function postJson(origin: string, path: string, body: unknown, cookie?: string): Promise<Response> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: bffHeaders({ origin, cookie }, true),
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status} ${(await response.text()).slice(0, 300)}`);
  return response;
}

/** Signs the demo admin in (setting two-factor up the first time); the session cookie as `name=value`. */
export async function signInDemoAdmin(
  origin: string,
  credentials: { email: string; password: string },
): Promise<string> {
  const login = await postJson(origin, '/api/auth/login', { ...credentials, kind: 'staff' });
  const answer = ((await login.json()) as { data: { secondFactorRequired?: boolean } }).data;
  if (answer.secondFactorRequired) {
    if (!demoKey)
      throw new Error(
        'The demo admin has two-factor sign-in from an earlier run: start from a fresh database.',
      );
    const verified = await postJson(
      origin,
      '/api/auth/two-factor/verify',
      { code: await nextCode(demoKey) },
      cookiesOf(login),
    );
    const cookie = sessionCookieOf(verified);
    if (!cookie) throw new Error('The code step set no session cookie.');
    return cookie;
  }
  const cookie = sessionCookieOf(login);
  if (!cookie) throw new Error('The demo staff sign-in set no session cookie.');
  const setup = await postJson(origin, '/api/auth/two-factor/setup', {}, cookie);
  const { key } = ((await setup.json()) as { data: { key: string } }).data;
  await postJson(origin, '/api/auth/two-factor/enable', { code: await nextCode(key) }, cookie);
  demoKey = key;
  return cookie;
}

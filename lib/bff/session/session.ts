import 'server-only';
import { SESSION_KINDS } from '@/lib/contract/bff';
import { sealData, unsealData } from 'iron-session';
import { parse as parseCookieHeader } from 'cookie';
import { cookies } from 'next/headers';
import { z } from 'zod';
import { getAppConfig } from '@/lib/bff/config/current-app-config';
import { resolveSessionSecret } from '@/lib/bff/session/session-secret';
import { currentRequestContext } from '@/lib/bff/logging/request-context';

import { HOST_PREFIX, SESSION_COOKIE_NAME } from './session-cookie-names';

export { SESSION_COOKIE_NAME };
export const SESSION_LIFETIME_SECONDS = 8 * 60 * 60;
/** Tolerated clock difference between the instances behind a load balancer. */
const CLOCK_SKEW_MS = 60_000;

/** A session record's id (ADR 0089): 128 random bits, base64url. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

const sessionDataSchema = z.object({
  /** The session's record (session-records.ts): once it is deleted, the session is refused. */
  sessionId: z.string().regex(SESSION_ID_PATTERN),
  accountId: z.string().min(1),
  kind: z.enum(SESSION_KINDS),
  /** The account's session version when the session began: a later sign-out raises it (see session-versions.ts). */
  version: z.number().int().nonnegative(),
  /** Milliseconds since the epoch. */
  issuedAt: z.number().int().nonnegative(),
  /** The last request that counted as activity, for the inactivity sign-out. Milliseconds since the epoch. */
  lastActiveAt: z.number().int().nonnegative().optional(),
});

export type SessionData = z.infer<typeof sessionDataSchema>;

export async function sealSession({ data, secret }: { data: SessionData; secret: string }): Promise<string> {
  return sealData(data, { password: secret, ttl: SESSION_LIFETIME_SECONDS });
}

/** The session a cookie carries, or null when it is tampered with, expired, foreign or unreadable. */
export async function unsealSession({
  seal,
  secret,
  now = Date.now(),
}: {
  seal: string;
  secret: string;
  now?: number;
}): Promise<SessionData | null> {
  let unsealed: unknown;
  try {
    unsealed = await unsealData(seal, { password: secret, ttl: SESSION_LIFETIME_SECONDS });
  } catch {
    return null;
  }
  const parsed = sessionDataSchema.safeParse(unsealed);
  if (!parsed.success) return null;
  return sessionStillLive(parsed.data, now) ? parsed.data : null;
}

let secret: string | undefined;

export function getSessionSecret(): string {
  const config = getAppConfig();
  secret ??= resolveSessionSecret({
    configured: config.sessionSecret,
    nodeEnv: config.nodeEnv,
    dataDir: config.dataDir,
  });
  return secret;
}

function cookieIsSecure(): boolean {
  const config = getAppConfig();
  return config.nodeEnv === 'production' && !config.insecureCookies;
}

export function sessionCookieName(): string {
  return cookieIsSecure() ? `${HOST_PREFIX}${SESSION_COOKIE_NAME}` : SESSION_COOKIE_NAME;
}

/**
 * No Max-Age and no Expires: the browser forgets the cookie when it closes (ADR 0089), so a shared
 * computer's next user does not find the session. The seal's own lifetime still bounds it.
 */
export function sessionCookieOptions() {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: cookieIsSecure(),
    path: '/',
  };
}

/**
 * Seals already opened by this process, with what they hold. Opening one (key derivation, HMAC, AES) was
 * the dearest part of reading a session, and a request read it twice (its guard, then its request log).
 * A seal is a pure function of its data and this process's secret, so what one holds never changes; what
 * can change is the clock, so the lifetime is checked again on every read. Whether the session still
 * counts (its account's version) is never kept here. Bounded: the oldest entry goes first.
 */
const OPENED_SEALS_KEPT = 2_000;
const openedSeals = new Map<string, SessionData>();

function sessionStillLive(data: SessionData, now: number): boolean {
  const age = now - data.issuedAt;
  return age >= -CLOCK_SKEW_MS && age <= SESSION_LIFETIME_SECONDS * 1000;
}

function rememberSeal(seal: string, data: SessionData): void {
  if (openedSeals.size >= OPENED_SEALS_KEPT) openedSeals.delete(openedSeals.keys().next().value!);
  openedSeals.set(seal, Object.freeze({ ...data }));
}

/** `unsealSession` with the process's secret, remembering the seals it opened. */
export async function openSeal(seal: string, now = Date.now()): Promise<SessionData | null> {
  const known = openedSeals.get(seal);
  if (known) return sessionStillLive(known, now) ? known : null;
  const data = await unsealSession({ seal, secret: getSessionSecret(), now });
  if (data) rememberSeal(seal, data);
  return data;
}

/**
 * Seals a session with the process's secret and remembers what it holds: the same request reads the cookie
 * it just wrote (its request log), and the browser sends it back, neither of which need open it again.
 */
async function sealKnown(data: SessionData): Promise<string> {
  const seal = await sealSession({ data, secret: getSessionSecret() });
  rememberSeal(seal, data);
  return seal;
}

export async function readSession(): Promise<SessionData | null> {
  const seal = await currentSeal();
  if (!seal) return null;
  return openSeal(seal);
}

/**
 * The session cookie this request holds: the one it set itself, else the one the browser sent, in the
 * request's `Cookie` header as the route received it. Next's `cookies()` would give the same, but building
 * its writable view of the cookies cost an API request about 0.05 ms of CPU, and `headers()` its own view
 * of the headers (ADR 0110); `cookies()` is used where the request's context is not known, and to write.
 */
async function currentSeal(): Promise<string | undefined> {
  const context = currentRequestContext();
  if (!context) return (await cookies()).get(sessionCookieName())?.value;
  if (context.sessionSeal !== undefined) return context.sessionSeal;
  const header = context.cookieHeader;
  return header ? parseCookieHeader(header)[sessionCookieName()] : undefined;
}

/** Sets the session cookie, and remembers its value for the rest of this request's reads. */
async function setSessionCookie(
  seal: string,
  options: ReturnType<typeof sessionCookieOptions> & { maxAge?: number },
): Promise<void> {
  (await cookies()).set(sessionCookieName(), seal, options);
  const context = currentRequestContext();
  if (context) context.sessionSeal = seal;
}

/**
 * Seals a new session into this browser's cookie. Only session-records.ts calls it, once the session's
 * record exists: a session without one is refused.
 */
export async function writeSessionCookie(data: SessionData): Promise<void> {
  await setSessionCookie(await sealKnown(data), sessionCookieOptions());
}

/** Writes the session again (its activity); a server component cannot, and keeps the old one. */
export async function refreshSession(data: SessionData): Promise<void> {
  const seal = await sealKnown(data);
  try {
    await setSessionCookie(seal, sessionCookieOptions());
  } catch {
    // Rendering a page: cookies are read-only there; the next API call records the activity.
  }
}

/** Clears this browser's cookie only; `endThisSession` (session-records.ts) also deletes its record. */
export async function endSession(): Promise<void> {
  await setSessionCookie('', { ...sessionCookieOptions(), maxAge: 0 });
}

import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { cookies } from 'next/headers';
import { z } from 'zod';
import { getAppConfig } from './env';
import { resolveSessionSecret } from './session-secret';

export const SESSION_COOKIE_NAME = 'consult_session';
export const SESSION_LIFETIME_SECONDS = 8 * 60 * 60;
/** Tolerated clock difference between the instances behind a load balancer. */
const CLOCK_SKEW_MS = 60_000;

export const SESSION_KINDS = ['patient', 'staff'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

const sessionDataSchema = z.object({
  accountId: z.string().min(1),
  kind: z.enum(SESSION_KINDS),
  /** Milliseconds since the epoch. */
  issuedAt: z.number().int().nonnegative(),
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
  const age = now - parsed.data.issuedAt;
  if (age < -CLOCK_SKEW_MS || age > SESSION_LIFETIME_SECONDS * 1000) return null;
  return parsed.data;
}

let secret: string | undefined;

function getSessionSecret(): string {
  const config = getAppConfig();
  secret ??= resolveSessionSecret({
    configured: config.sessionSecret,
    nodeEnv: config.nodeEnv,
    dataDir: config.dataDir,
  });
  return secret;
}

export function sessionCookieOptions() {
  const config = getAppConfig();
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.nodeEnv === 'production' && !config.insecureCookies,
    path: '/',
    maxAge: SESSION_LIFETIME_SECONDS,
  };
}

export async function readSession(): Promise<SessionData | null> {
  const seal = (await cookies()).get(SESSION_COOKIE_NAME)?.value;
  if (!seal) return null;
  return unsealSession({ seal, secret: getSessionSecret() });
}

export async function startSession({
  accountId,
  kind,
}: {
  accountId: string;
  kind: SessionKind;
}): Promise<SessionData> {
  const data: SessionData = { accountId, kind, issuedAt: Date.now() };
  const seal = await sealSession({ data, secret: getSessionSecret() });
  (await cookies()).set(SESSION_COOKIE_NAME, seal, sessionCookieOptions());
  return data;
}

export async function endSession(): Promise<void> {
  (await cookies()).set(SESSION_COOKIE_NAME, '', { ...sessionCookieOptions(), maxAge: 0 });
}

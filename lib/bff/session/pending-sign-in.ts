import 'server-only';
import { hkdfSync } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';
import { cookies } from 'next/headers';
import { z } from 'zod';
import { SESSION_KINDS } from '@/lib/contract/bff';
import { getSessionSecret, sessionCookieName, sessionCookieOptions } from '@/lib/bff/session/session';

/**
 * The state between a correct password and a correct second factor (ADR 0092). It is not a session: it
 * lives in a cookie of its own, is sealed with a key of its own (derived from the session secret, so a
 * session's seal never opens as one and this never opens as a session), and only the second-factor step
 * of sign-in reads it. Five minutes, then the password is asked again.
 */
export const PENDING_SIGN_IN_SECONDS = 5 * 60;

const pendingSignInSchema = z.object({
  purpose: z.literal('second-factor'),
  accountId: z.string().min(1),
  kind: z.enum(SESSION_KINDS),
  /** The account's session version when the password was checked: a sign-out everywhere ends this too. */
  version: z.number().int().nonnegative(),
  /** Milliseconds since the epoch. */
  issuedAt: z.number().int().nonnegative(),
});

export type PendingSignIn = z.infer<typeof pendingSignInSchema>;

function pendingSealKey(secret: string): string {
  return Buffer.from(hkdfSync('sha256', secret, 'pending-sign-in', 'second-factor-step', 32)).toString(
    'base64url',
  );
}

export function pendingSignInCookieName(): string {
  return `${sessionCookieName()}_2fa`;
}

export async function sealPendingSignIn({
  pending,
  secret,
}: {
  pending: Omit<PendingSignIn, 'purpose'>;
  secret: string;
}): Promise<string> {
  return sealData(
    { ...pending, purpose: 'second-factor' },
    { password: pendingSealKey(secret), ttl: PENDING_SIGN_IN_SECONDS },
  );
}

export async function unsealPendingSignIn({
  seal,
  secret,
  now = Date.now(),
}: {
  seal: string;
  secret: string;
  now?: number;
}): Promise<PendingSignIn | null> {
  let unsealed: unknown;
  try {
    unsealed = await unsealData(seal, { password: pendingSealKey(secret), ttl: PENDING_SIGN_IN_SECONDS });
  } catch {
    return null;
  }
  const parsed = pendingSignInSchema.safeParse(unsealed);
  if (!parsed.success) return null;
  const age = now - parsed.data.issuedAt;
  return age >= -60_000 && age <= PENDING_SIGN_IN_SECONDS * 1000 ? parsed.data : null;
}

function pendingCookieOptions(maxAge: number) {
  // Path=/ as the session's: a `__Host-` cookie is refused by browsers with any other path.
  return { ...sessionCookieOptions(), maxAge };
}

export async function startPendingSignIn(
  pending: Omit<PendingSignIn, 'purpose' | 'issuedAt'>,
): Promise<void> {
  const seal = await sealPendingSignIn({
    pending: { ...pending, issuedAt: Date.now() },
    secret: getSessionSecret(),
  });
  (await cookies()).set(pendingSignInCookieName(), seal, pendingCookieOptions(PENDING_SIGN_IN_SECONDS));
}

export async function readPendingSignIn(): Promise<PendingSignIn | null> {
  const seal = (await cookies()).get(pendingSignInCookieName())?.value;
  if (!seal) return null;
  return unsealPendingSignIn({ seal, secret: getSessionSecret() });
}

export async function endPendingSignIn(): Promise<void> {
  (await cookies()).set(pendingSignInCookieName(), '', pendingCookieOptions(0));
}

import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { cookies } from 'next/headers';
import { z } from 'zod';
import { HOST_PREFIX } from '@/lib/bff/session/session-cookie-names';
import { getSessionSecret, sessionCookieOptions } from '@/lib/bff/session/session';

/** How long the form may take once the address is confirmed. */
export const REGISTRATION_STATE_LIFETIME_SECONDS = 30 * 60;
export const REGISTRATION_COOKIE_NAME = 'consult_registration';

/**
 * What a confirmation proves, carried to the rest of the form in this browser (ADR 0088): the address,
 * the organization it was confirmed for and when. Sealed (encrypted and signed) with the session secret
 * and a lifetime of its own; it signs nobody in. The purpose tag keeps a session's seal from ever
 * passing for one of these.
 */
const registrationStateSchema = z.object({
  purpose: z.literal('registration'),
  organizationKey: z.string().min(1),
  email: z.string().min(1),
  /** Milliseconds since the epoch. */
  confirmedAt: z.number().int().nonnegative(),
});

export type RegistrationState = Omit<z.infer<typeof registrationStateSchema>, 'purpose'>;

function cookieName(): string {
  return sessionCookieOptions().secure
    ? `${HOST_PREFIX}${REGISTRATION_COOKIE_NAME}`
    : REGISTRATION_COOKIE_NAME;
}

function cookieOptions(maxAge: number) {
  // Strict: only this site's own pages ever send it, to the one route that reads it.
  return { ...sessionCookieOptions(), sameSite: 'strict' as const, maxAge };
}

export async function sealRegistrationState(state: RegistrationState): Promise<string> {
  return sealData(
    { purpose: 'registration', ...state },
    { password: getSessionSecret(), ttl: REGISTRATION_STATE_LIFETIME_SECONDS },
  );
}

/** The state a seal carries for this organization, or null when tampered with, expired or foreign. */
export async function unsealRegistrationState(
  seal: string,
  organizationKey: string,
  now = Date.now(),
): Promise<RegistrationState | null> {
  let unsealed: unknown;
  try {
    unsealed = await unsealData(seal, {
      password: getSessionSecret(),
      ttl: REGISTRATION_STATE_LIFETIME_SECONDS,
    });
  } catch {
    return null;
  }
  const parsed = registrationStateSchema.safeParse(unsealed);
  if (!parsed.success || parsed.data.organizationKey !== organizationKey) return null;
  const age = now - parsed.data.confirmedAt;
  // The seal's own lifetime is checked by iron-session; this also bounds a seal re-made with an old time.
  if (age < -60_000 || age > REGISTRATION_STATE_LIFETIME_SECONDS * 1000) return null;
  const { purpose: _purpose, ...state } = parsed.data;
  return state;
}

export async function startRegistrationState(state: RegistrationState): Promise<void> {
  (await cookies()).set(
    cookieName(),
    await sealRegistrationState(state),
    cookieOptions(REGISTRATION_STATE_LIFETIME_SECONDS),
  );
}

export async function readRegistrationState(organizationKey: string): Promise<RegistrationState | null> {
  const seal = (await cookies()).get(cookieName())?.value;
  return seal ? unsealRegistrationState(seal, organizationKey) : null;
}

export async function endRegistrationState(): Promise<void> {
  (await cookies()).set(cookieName(), '', cookieOptions(0));
}

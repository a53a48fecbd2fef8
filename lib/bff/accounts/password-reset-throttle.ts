import 'server-only';
import { rateLimited } from '@/lib/bff/accounts/account-errors';
import { recordLoginAttempt, releaseLoginAttempt, type ThrottleKey } from '@/lib/bff/accounts/login-throttle';
import { pruneLoginThrottleNowAndThen } from '@/lib/bff/accounts/throttle-housekeeping';
import type { Database } from '@/lib/db/connection';

/** Reset e-mails per address and kind of account per 15-minute window: enough for a lost one. */
export const RESET_REQUESTS_PER_ADDRESS = 3;
/** Reset e-mails asked for from one client per window, whatever the addresses. */
export const RESET_REQUESTS_PER_CLIENT = 10;
/** Tries at a link or code from one client per window. */
export const RESET_ATTEMPTS_PER_CLIENT = 20;

/**
 * Counts against the sign-in throttle's table and windows, under keys of its own, so that asking for
 * resets (or confirmations of an address, ADR 0088) never locks anyone out of signing in. Past a limit:
 * 429 with Retry-After, the refused attempt taken back.
 */
export async function throttleUnderKeys({
  db,
  keys,
  now,
  what,
}: {
  db: Database;
  keys: ThrottleKey[];
  now: Date;
  what: string;
}): Promise<void> {
  pruneLoginThrottleNowAndThen({ db, now });
  const attempt = await recordLoginAttempt({ db, keys, now });
  if (attempt.retryAfterSeconds === undefined) return;
  await releaseLoginAttempt({ db, counted: attempt.counted });
  throw rateLimited(attempt.retryAfterSeconds, what);
}

/** The address typed counts whether or not an account uses it: the limit tells nothing about accounts. */
export function throttleResetRequest(options: {
  db: Database;
  organizationKey: string;
  kind: string;
  email: string;
  ip: string;
  now: Date;
}): Promise<void> {
  const { db, organizationKey, kind, email, ip, now } = options;
  return throttleUnderKeys({
    db,
    now,
    what: 'Too many password resets were asked for.',
    keys: [
      { key: `reset:address:${organizationKey}:${kind}:${email}`, limit: RESET_REQUESTS_PER_ADDRESS },
      { key: `reset:ip:${ip}`, limit: RESET_REQUESTS_PER_CLIENT },
    ],
  });
}

export function throttleResetAttempt({
  db,
  ip,
  now,
}: {
  db: Database;
  ip: string;
  now: Date;
}): Promise<void> {
  return throttleUnderKeys({
    db,
    now,
    what: 'Too many tries at a password reset.',
    keys: [{ key: `reset-try:ip:${ip}`, limit: RESET_ATTEMPTS_PER_CLIENT }],
  });
}

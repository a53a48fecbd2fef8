import 'server-only';
import { rateLimited } from '@/lib/bff/accounts/account-errors';
import { recordLoginAttempt, releaseLoginAttempt } from '@/lib/bff/accounts/login-throttle';
import { pruneLoginThrottleNowAndThen } from '@/lib/bff/accounts/throttle-housekeeping';
import { getAppConfig } from '@/lib/bff/config/current-app-config';
import { throttleAddressKey } from '@/lib/bff/http/address-key';
import { getAppDatabase } from '@/lib/bff/records/app-database';

/**
 * Registrations for the whole organization per 15-minute window; per client the limit is
 * `REGISTRATIONS_PER_ADDRESS` (10 unless configured).
 */
export const REGISTRATIONS_PER_ORGANIZATION = 300;

/**
 * Counts a registration attempt against its client (the address, or an IPv6 address's /64: see
 * address-key.ts) and the organization, in the sign-in throttle's table and windows; past either limit
 * the answer is 429 with Retry-After, and the refused attempt is taken back. A script that probes which addresses have accounts runs into it quickly.
 */
export async function throttleRegistration({
  organizationKey,
  ip,
  now = new Date(),
}: {
  organizationKey: string;
  ip: string;
  now?: Date;
}): Promise<void> {
  const db = await getAppDatabase();
  pruneLoginThrottleNowAndThen({ db, now });
  const attempt = await recordLoginAttempt({
    db,
    keys: [
      { key: `register:org:${organizationKey}`, limit: REGISTRATIONS_PER_ORGANIZATION },
      { key: `register:ip:${throttleAddressKey(ip)}`, limit: getAppConfig().registrationsPerAddress },
    ],
    now,
  });
  if (attempt.retryAfterSeconds === undefined) return;
  await releaseLoginAttempt({ db, counted: attempt.counted });
  throw rateLimited(attempt.retryAfterSeconds, 'Too many accounts were requested from here.');
}

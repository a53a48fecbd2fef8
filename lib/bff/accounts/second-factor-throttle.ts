import 'server-only';
import type { Database } from '@/lib/db/connection';
import { rateLimited } from '@/lib/bff/accounts/account-errors';
import {
  clearLoginFailures,
  recordLoginAttempt,
  releaseLoginAttempt,
  type ThrottleKey,
} from '@/lib/bff/accounts/login-throttle';
import { throttleAddressKey } from '@/lib/bff/http/address-key';
import type { SecondFactorOwner } from '@/lib/bff/accounts/second-factor-store';

/**
 * Wrong second factors per window (login-throttle.ts's 15 minutes). Unlike the password's, the account's
 * own count does refuse every client: only someone who has the password reaches this step, and six
 * digits must not be guessed from many addresses at once (ADR 0092).
 */
export const SECOND_FACTOR_ACCOUNT_LIMIT = 10;
export const SECOND_FACTOR_ACCOUNT_FROM_CLIENT_LIMIT = 5;
export const SECOND_FACTOR_CLIENT_LIMIT = 20;

export function secondFactorKeysFor(owner: SecondFactorOwner, address: string) {
  const clientKey = throttleAddressKey(address);
  const account = `2fa:${owner.organizationKey}:${owner.kind}:${owner.accountId}`;
  const keys: { account: ThrottleKey; accountFromClient: ThrottleKey; client: ThrottleKey } = {
    account: { key: account, limit: SECOND_FACTOR_ACCOUNT_LIMIT },
    accountFromClient: { key: `${account}@${clientKey}`, limit: SECOND_FACTOR_ACCOUNT_FROM_CLIENT_LIMIT },
    client: { key: `2fa-ip:${clientKey}`, limit: SECOND_FACTOR_CLIENT_LIMIT },
  };
  return keys;
}

/**
 * Runs one check of a second factor under the throttle: counted before it runs (parallel guesses see
 * each other's counts), refused with 429 past a limit whatever was typed, and on success the account's
 * count from this client is cleared and the others taken back; a failure stays counted.
 */
export async function throttledSecondFactorCheck<T>({
  db,
  owner,
  ip,
  now,
  check,
}: {
  db: Database;
  owner: SecondFactorOwner;
  ip: string;
  now: Date;
  /** Answers undefined for a wrong factor. */
  check: () => Promise<T | undefined>;
}): Promise<T | undefined> {
  const keys = secondFactorKeysFor(owner, ip);
  const attempt = await recordLoginAttempt({
    db,
    keys: [keys.account, keys.accountFromClient, keys.client],
    now,
  });
  if (attempt.retryAfterSeconds !== undefined) {
    await releaseLoginAttempt({ db, counted: attempt.counted });
    throw rateLimited(attempt.retryAfterSeconds, 'Too many wrong codes.');
  }
  const result = await check();
  if (result === undefined) return undefined;
  await clearLoginFailures({ db, key: keys.accountFromClient.key });
  await releaseLoginAttempt({
    db,
    counted: attempt.counted.filter(({ key }) => key !== keys.accountFromClient.key),
  });
  return result;
}

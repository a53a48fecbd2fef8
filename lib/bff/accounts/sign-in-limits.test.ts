import { describe, expect, it } from 'vitest';
import { THROTTLE_WINDOW_MS, type AttemptRecord } from '@/lib/bff/accounts/login-throttle';
import {
  ACCOUNT_UNDER_ATTACK_THRESHOLD,
  signInKeysFor,
  underAttackRetryAfterSeconds,
} from '@/lib/bff/accounts/sign-in-limits';

const now = new Date('2030-01-01T10:10:00Z');
const keys = signInKeysFor({ organizationKey: 'org', email: 'a@b.test', address: '2001:db8:1:2::5' });

function attempt(accountFailures: number, fromClientFailures: number, fromClientStart = now): AttemptRecord {
  const accountStart = new Date(now.getTime() - 10 * 60_000);
  return {
    counted: [
      { key: keys.account.key, windowStart: accountStart, failures: accountFailures },
      { key: keys.accountFromClient.key, windowStart: fromClientStart, failures: fromClientFailures },
      { key: keys.client.key, windowStart: now, failures: 1 },
    ],
  };
}

describe('signInKeysFor', () => {
  it('counts the client by its throttle key, per account and across accounts', () => {
    expect(keys.clientKey).toBe('2001:db8:1:2::/64');
    expect(keys.account).toEqual({ key: 'account:org:a@b.test', limit: Infinity });
    expect(keys.accountFromClient).toEqual({ key: 'account:org:a@b.test@2001:db8:1:2::/64', limit: 5 });
    expect(keys.client).toEqual({ key: 'ip:2001:db8:1:2::/64', limit: 20 });
    const sameClient = signInKeysFor({
      organizationKey: 'org',
      email: 'a@b.test',
      address: '2001:db8:1:2:ff::1',
    });
    expect(sameClient).toEqual(keys);
  });
});

describe('underAttackRetryAfterSeconds', () => {
  it('refuses only a client that has failed on an account past the threshold', () => {
    const past = ACCOUNT_UNDER_ATTACK_THRESHOLD + 1;
    expect(underAttackRetryAfterSeconds({ attempt: attempt(past, 1), keys, now })).toBeUndefined();
    expect(
      underAttackRetryAfterSeconds({ attempt: attempt(ACCOUNT_UNDER_ATTACK_THRESHOLD, 4), keys, now }),
    ).toBeUndefined();
    // Until the earlier of the two windows ends: here the account's, opened 10 minutes ago.
    expect(underAttackRetryAfterSeconds({ attempt: attempt(past, 2), keys, now })).toBe(5 * 60);
    const clientFirst = new Date(now.getTime() - THROTTLE_WINDOW_MS + 30_000);
    expect(underAttackRetryAfterSeconds({ attempt: attempt(past, 2, clientFirst), keys, now })).toBe(30);
  });

  it('does not apply from a known address, where only the client is counted', () => {
    const onlyClient: AttemptRecord = { counted: [{ key: keys.client.key, windowStart: now, failures: 3 }] };
    expect(underAttackRetryAfterSeconds({ attempt: onlyClient, keys, now })).toBeUndefined();
  });
});

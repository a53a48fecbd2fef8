import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginThrottle } from '@/lib/db/app-schema';
import { configureRemoteModeInMemory } from '@/testing/account-fixtures';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import {
  THROTTLE_WINDOW_MS,
  recordLoginAttempt,
  releaseLoginAttempt,
} from '@/lib/bff/accounts/login-throttle';
import { KNOWN_ADDRESS_TTL_MS, knownAddressKey, rememberAddress } from '@/lib/bff/accounts/known-addresses';
import { pruneLoginThrottle } from '@/lib/bff/accounts/throttle-housekeeping';

configureRemoteModeInMemory({ token: 'tok-login-throttle-test' });

async function failuresOf(key: string) {
  const db = await getAppDatabase();
  const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.key, key));
  return row?.failures;
}

describe('recordLoginAttempt', () => {
  it('gives parallel attempts distinct counts and refuses those past the limit', async () => {
    const db = await getAppDatabase();
    const now = new Date('2030-06-01T10:00:00Z');
    const keys = [{ key: 'test:parallel', limit: 3 }];
    const records = await Promise.all(Array.from({ length: 8 }, () => recordLoginAttempt({ db, keys, now })));
    expect(records.filter((record) => record.retryAfterSeconds === undefined)).toHaveLength(3);
    expect(records.filter((record) => record.retryAfterSeconds === THROTTLE_WINDOW_MS / 1000)).toHaveLength(
      5,
    );
    expect(await failuresOf('test:parallel')).toBe(8);
  });

  it('starts a new window once the old one has passed, and releases only within its own window', async () => {
    const db = await getAppDatabase();
    const start = new Date('2030-07-01T10:00:00Z');
    const keys = [{ key: 'test:window', limit: 1 }];
    const first = await recordLoginAttempt({ db, keys, now: start });
    const refused = await recordLoginAttempt({ db, keys, now: new Date(start.getTime() + 60_000) });
    expect(refused.retryAfterSeconds).toBe(14 * 60);
    await releaseLoginAttempt({ db, counted: refused.counted });
    expect(await failuresOf('test:window')).toBe(1);

    const next = await recordLoginAttempt({ db, keys, now: new Date(start.getTime() + THROTTLE_WINDOW_MS) });
    expect(next.retryAfterSeconds).toBeUndefined();
    expect(await failuresOf('test:window')).toBe(1);
    // The first attempt's window is over: taking it back leaves the new window's count alone.
    await releaseLoginAttempt({ db, counted: first.counted });
    expect(await failuresOf('test:window')).toBe(1);
    await releaseLoginAttempt({ db, counted: next.counted });
    expect(await failuresOf('test:window')).toBe(0);
  });
});

describe('pruneLoginThrottle', () => {
  it('deletes counters whose window has passed and known addresses past their lifetime, nothing else', async () => {
    const db = await getAppDatabase();
    const now = new Date('2040-01-01T12:00:00Z');
    const at = (msAgo: number) => new Date(now.getTime() - msAgo);
    await recordLoginAttempt({ db, keys: [{ key: 'prune:expired', limit: 5 }], now: at(THROTTLE_WINDOW_MS) });
    await recordLoginAttempt({
      db,
      keys: [{ key: 'prune:open', limit: 5 }],
      now: at(THROTTLE_WINDOW_MS - 1000),
    });
    const staleKnown = knownAddressKey({ accountKey: 'account:o:stale@x.test', ip: '192.0.2.1' });
    const freshKnown = knownAddressKey({ accountKey: 'account:o:fresh@x.test', ip: '192.0.2.1' });
    await rememberAddress({ db, key: staleKnown, now: at(KNOWN_ADDRESS_TTL_MS) });
    await rememberAddress({ db, key: freshKnown, now: at(THROTTLE_WINDOW_MS * 10) });

    await pruneLoginThrottle({ db, now });

    const keys = (await db.select({ key: loginThrottle.key }).from(loginThrottle)).map(({ key }) => key);
    expect(keys).toContain('prune:open');
    expect(keys).toContain(freshKnown);
    expect(keys).not.toContain('prune:expired');
    expect(keys).not.toContain(staleKnown);
  });
});

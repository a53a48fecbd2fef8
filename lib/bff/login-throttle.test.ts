import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginThrottle } from '@/lib/db/app-schema';
import { configureRemoteModeInMemory } from '@/lib/testing/account-fixtures';
import { getAppDatabase } from './app-database';
import { THROTTLE_WINDOW_MS, recordLoginAttempt, releaseLoginAttempt } from './login-throttle';

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

import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/connection';
import { loginThrottle } from '@/lib/db/app-schema';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

export interface ThrottleKey {
  key: string;
  limit: number;
}

/** One attempt as counted against one key: the window it was counted in, to take it back later. */
export interface CountedAttempt {
  key: string;
  windowStart: Date;
  /** The key's count in that window, this attempt and those in flight included. */
  failures: number;
}

export interface AttemptRecord {
  counted: CountedAttempt[];
  /** Set when a key is past its limit: the attempt is refused until then, whatever the password. */
  retryAfterSeconds?: number;
}

/**
 * Counts one attempt against every key in a single statement, before the password is checked, so that
 * parallel attempts each see the count including the others: at most `limit` of them get past a key in
 * one window. A key whose window has passed starts a new one. The count of an attempt that is then
 * refused, or that succeeds, can be taken back with `releaseLoginAttempt`.
 */
export async function recordLoginAttempt({
  db,
  keys,
  now,
}: {
  db: Database;
  keys: ThrottleKey[];
  now: Date;
}): Promise<AttemptRecord> {
  const windowOpenedBefore = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  // In ON CONFLICT DO UPDATE, "login_throttle" is the existing row; both CASEs read its old values.
  const expired = sql`"login_throttle"."window_start" <= ${windowOpenedBefore.toISOString()}::timestamptz`;
  // Rows are locked in the order given (callers always give their keys in one order), so two
  // concurrent statements cannot wait on each other.
  const rows = await db
    .insert(loginThrottle)
    .values(keys.map(({ key }) => ({ key, windowStart: now, failures: 1 })))
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else "login_throttle"."failures" + 1 end`,
        windowStart: sql`case when ${expired} then excluded."window_start" else "login_throttle"."window_start" end`,
      },
    })
    .returning({
      key: loginThrottle.key,
      windowStart: loginThrottle.windowStart,
      failures: loginThrottle.failures,
    });

  let retryAfterMs = 0;
  for (const row of rows) {
    const limit = keys.find(({ key }) => key === row.key)?.limit ?? Infinity;
    if (row.failures > limit) {
      const opensAt = row.windowStart.getTime() + THROTTLE_WINDOW_MS;
      retryAfterMs = Math.max(retryAfterMs, opensAt - now.getTime(), 1);
    }
  }
  const counted = rows.map(({ key, windowStart, failures }) => ({ key, windowStart, failures }));
  return retryAfterMs > 0 ? { counted, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) } : { counted };
}

/**
 * Takes back the count of attempts that were not failed password checks. Only within the window they
 * were counted in: a window that has started again since holds none of them.
 */
export async function releaseLoginAttempt({ db, counted }: { db: Database; counted: CountedAttempt[] }) {
  // One key per statement, so that no statement holds one row while waiting for another.
  for (const { key, windowStart } of counted) {
    await db
      .update(loginThrottle)
      .set({ failures: sql`${loginThrottle.failures} - 1` })
      .where(
        and(
          eq(loginThrottle.key, key),
          eq(loginThrottle.windowStart, windowStart),
          gt(loginThrottle.failures, 0),
        ),
      );
  }
}

export async function clearLoginFailures({ db, key }: { db: Database; key: string }) {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/connection';
import { loginThrottle } from '@/lib/db/app-schema';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_FAILURE_LIMIT = 5;
export const IP_FAILURE_LIMIT = 20;

export interface ThrottleKey {
  key: string;
  limit: number;
}

export function throttleKeysFor({
  organizationKey,
  email,
  ip,
}: {
  organizationKey: string;
  email: string;
  ip: string;
}): { account: ThrottleKey; ip: ThrottleKey } {
  return {
    account: { key: `account:${organizationKey}:${email}`, limit: ACCOUNT_FAILURE_LIMIT },
    ip: { key: `ip:${ip}`, limit: IP_FAILURE_LIMIT },
  };
}

/** Seconds until the first exhausted key opens again, or undefined when none is exhausted. */
export async function findThrottleBlock({
  db,
  keys,
  now,
}: {
  db: Database;
  keys: ThrottleKey[];
  now: Date;
}): Promise<{ retryAfterSeconds: number } | undefined> {
  const rows = await db
    .select()
    .from(loginThrottle)
    .where(
      inArray(
        loginThrottle.key,
        keys.map(({ key }) => key),
      ),
    );
  let retryAfterMs = 0;
  for (const row of rows) {
    const limit = keys.find(({ key }) => key === row.key)?.limit ?? Infinity;
    const opensAt = row.windowStart.getTime() + THROTTLE_WINDOW_MS;
    if (row.failures >= limit && opensAt > now.getTime()) {
      retryAfterMs = Math.max(retryAfterMs, opensAt - now.getTime());
    }
  }
  return retryAfterMs > 0 ? { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) } : undefined;
}

/** Counts one failure against each key; a key whose window has passed starts a new one. */
export async function recordLoginFailure({
  db,
  keys,
  now,
}: {
  db: Database;
  keys: ThrottleKey[];
  now: Date;
}) {
  const windowOpenedBefore = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  // In ON CONFLICT DO UPDATE, "login_throttle" is the existing row; both CASEs read its old values.
  const expired = sql`"login_throttle"."window_start" <= ${windowOpenedBefore.toISOString()}::timestamptz`;
  for (const { key } of keys) {
    await db
      .insert(loginThrottle)
      .values({ key, windowStart: now, failures: 1 })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`case when ${expired} then 1 else "login_throttle"."failures" + 1 end`,
          windowStart: sql`case when ${expired} then excluded."window_start" else "login_throttle"."window_start" end`,
        },
      });
  }
}

export async function clearLoginFailures({ db, key }: { db: Database; key: string }) {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '@/lib/db/connection';
import { loginThrottle } from '@/lib/db/app-schema';

/**
 * Client addresses an account has signed in from, kept as login_throttle rows (`window_start` is the
 * last sign-in, `failures` 0) so that no table is added. From a known address the account's own limit
 * does not apply: a stranger's wrong guesses cannot lock the owner out. The address's limit still does.
 */
export const KNOWN_ADDRESS_PREFIX = 'known:';
export const KNOWN_ADDRESS_TTL_MS = 90 * 24 * 60 * 60 * 1000;

export function knownAddressKey({ accountKey, ip }: { accountKey: string; ip: string }): string {
  return `${KNOWN_ADDRESS_PREFIX}${accountKey}@${ip}`;
}

export async function isKnownAddress({ db, key, now }: { db: Database; key: string; now: Date }) {
  const [row] = await db
    .select({ key: loginThrottle.key })
    .from(loginThrottle)
    .where(
      and(
        eq(loginThrottle.key, key),
        gt(loginThrottle.windowStart, new Date(now.getTime() - KNOWN_ADDRESS_TTL_MS)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function rememberAddress({ db, key, now }: { db: Database; key: string; now: Date }) {
  await db
    .insert(loginThrottle)
    .values({ key, windowStart: now, failures: 0 })
    .onConflictDoUpdate({ target: loginThrottle.key, set: { windowStart: now } });
}

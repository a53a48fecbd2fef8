import 'server-only';
import { bffLog } from '@/lib/bff/logging/bff-logger';
import { and, lte, like, not, or } from 'drizzle-orm';
import type { Database } from '@/lib/db/connection';
import { loginThrottle } from '@/lib/db/app-schema';
import { THROTTLE_WINDOW_MS } from '@/lib/bff/accounts/login-throttle';
import { KNOWN_ADDRESS_PREFIX, KNOWN_ADDRESS_TTL_MS } from '@/lib/bff/accounts/known-addresses';

/**
 * Deletes the rows that can no longer matter: counters whose window has passed (the next attempt
 * would start a new window anyway) and known addresses not used for sign-in within their lifetime.
 */
export async function pruneLoginThrottle({ db, now }: { db: Database; now: Date }): Promise<number> {
  const windowsOpenedBefore = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const knownBefore = new Date(now.getTime() - KNOWN_ADDRESS_TTL_MS);
  const deleted = await db
    .delete(loginThrottle)
    .where(
      or(
        and(
          not(like(loginThrottle.key, `${KNOWN_ADDRESS_PREFIX}%`)),
          lte(loginThrottle.windowStart, windowsOpenedBefore),
        ),
        and(like(loginThrottle.key, `${KNOWN_ADDRESS_PREFIX}%`), lte(loginThrottle.windowStart, knownBefore)),
      ),
    )
    .returning({ key: loginThrottle.key });
  return deleted.length;
}

const PRUNE_INTERVAL_MS = 10 * 60 * 1000;
let lastPrunedAt = 0;

/**
 * Prunes at most once per interval per process, from the sign-in and registration paths, without
 * holding them up: a failed prune is logged and tried again next interval.
 */
export function pruneLoginThrottleNowAndThen({ db, now }: { db: Database; now: Date }): void {
  if (now.getTime() - lastPrunedAt < PRUNE_INTERVAL_MS) return;
  lastPrunedAt = now.getTime();
  pruneLoginThrottle({ db, now }).catch((error: unknown) => {
    bffLog.warn({ error: error instanceof Error ? error.name : 'error' }, 'could not prune login_throttle');
  });
}

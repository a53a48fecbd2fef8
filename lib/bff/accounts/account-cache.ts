import 'server-only';
import type { SessionKind } from '@/lib/contract/bff';
import type { PatientAccount, StaffAccount } from '@/lib/bff/accounts/account-types';
import { getAppConfig } from '@/lib/bff/config/current-app-config';
import { processWide } from '@/lib/process-wide';

/**
 * Account rows read by the guards on every request, kept for a short while (see ADR 0047; staff accounts
 * are not kept, ADR 0091). Every change this process makes to an account (sign-out, disabling, a new role, a saved pharmacy) forgets it at once,
 * so on this instance a revoked session is refused from the next request on; another instance sharing the
 * database sees the change at the latest `ttlMs()` later. `ttlMs() === 0` keeps nothing.
 */
export interface AccountCache<T> {
  read(
    key: { organizationKey: string; id: string },
    load: () => Promise<T | undefined>,
  ): Promise<T | undefined>;
  /** Call after the change is committed: a read under way, or any later one, then loads the row again. */
  forget(id: string): void;
}

interface Entry<T> {
  organizationKey: string;
  value: Promise<T | undefined>;
  expiresAt: number;
}

export function createAccountCache<T>({
  ttlMs,
  now = () => Date.now(),
  maxEntries = 5_000,
  processWideName,
}: {
  ttlMs: () => number;
  now?: () => number;
  maxEntries?: number;
  /**
   * Shares the entries with every copy of the module that names the same cache: Next.js bundles this
   * module for the route handlers and again for the pages, and a change made through an API route must be
   * forgotten by the copy a page reads too (an admin who has just set up two-factor sign-in opens the
   * dashboard at once).
   */
  processWideName?: string;
}): AccountCache<T> {
  const newEntries = () => new Map<string, Entry<T>>();
  const entries = processWideName
    ? processWide(`consultation.account-cache.${processWideName}`, newEntries)
    : newEntries();

  return {
    read({ organizationKey, id }, load) {
      const ttl = ttlMs();
      if (ttl <= 0) return load();
      const at = now();
      const entry = entries.get(id);
      if (entry && entry.organizationKey === organizationKey && at < entry.expiresAt) return entry.value;
      const value = load();
      const fresh: Entry<T> = { organizationKey, value, expiresAt: at + ttl };
      if (entries.size >= maxEntries && !entries.has(id)) entries.delete(entries.keys().next().value!);
      entries.set(id, fresh);
      // Concurrent readers share this load. `forget` drops it even while it runs, so a read that began
      // before a change is never handed to a request that began after it. A missing row is not kept.
      value.then(
        (row) => {
          if (row === undefined && entries.get(id) === fresh) entries.delete(id);
        },
        () => {
          if (entries.get(id) === fresh) entries.delete(id);
        },
      );
      return value;
    },
    forget(id) {
      entries.delete(id);
    },
  };
}

const ttlMs = () => getAppConfig().accountCacheMs;

/**
 * This process's caches of the accounts behind sessions, one per kind. Staff accounts are not kept: each
 * staff request reads its account, so a disabled account, a new role or a revoked session counts from the
 * next request on every instance (ADR 0091). Staff are few and their requests a small share; patients' are
 * the many, and keep the cache.
 */
export const accountCaches = {
  patient: createAccountCache<PatientAccount>({ ttlMs, processWideName: 'patient-accounts' }),
  staff: createAccountCache<StaffAccount>({ ttlMs: () => 0, processWideName: 'staff-accounts' }),
} as const;

/** After a change to the account is committed: this instance reads it again from the next request on. */
export function forgetAccount({ kind, accountId }: { kind: SessionKind; accountId: string }): void {
  accountCaches[kind].forget(accountId);
}

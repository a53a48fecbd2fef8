import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { SessionKind } from '@/lib/contract/bff';
import { patientAccounts, staffAccounts } from '@/lib/db/app-schema';
import { forgetAccount } from '@/lib/bff/accounts/account-cache';
import { deleteSessionRecords, forgetSessionRecords } from '@/lib/bff/accounts/session-records';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { getOrganizationKey } from '@/lib/bff/service/service-target';
import type { SessionData } from '@/lib/bff/session/session';

/** A session counts only while the account still has the version it was issued at. */
export function sessionIsCurrent(session: SessionData, account: { sessionVersion: number }): boolean {
  return account.sessionVersion === session.version;
}

/**
 * Ends every session of the account at once (disabling a staff account): the version is raised, so each
 * session issued before is refused from the next request on by this instance, and by the others sharing the
 * database once their copy of the account is older than ACCOUNT_CACHE_MS (ADR 0047), a staff account's
 * from the next request on everywhere, no instance keeping a copy of it (ADR 0091); their records go too.
 */
export async function revokeSessions({
  kind,
  accountId,
}: {
  kind: SessionKind;
  accountId: string;
}): Promise<void> {
  const db = await getAppDatabase();
  const organizationKey = await getOrganizationKey();
  const table = kind === 'patient' ? patientAccounts : staffAccounts;
  const ended = await db.transaction(async (tx) => {
    await tx
      .update(table)
      .set({ sessionVersion: sql`${table.sessionVersion} + 1` })
      .where(and(eq(table.organizationKey, organizationKey), eq(table.id, accountId)));
    return deleteSessionRecords(tx, { organizationKey, kind, accountId });
  });
  forgetAccount({ kind, accountId });
  forgetSessionRecords(ended);
}

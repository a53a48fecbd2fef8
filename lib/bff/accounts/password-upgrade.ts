import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { PatientAccount, StaffAccount } from '@/lib/bff/accounts/account-types';
import { forgetAccount } from '@/lib/bff/accounts/account-cache';
import { hashPassword, needsRehash } from '@/lib/bff/accounts/password';
import { ApiError } from '@/lib/bff/http/api-error';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { patientAccounts, staffAccounts } from '@/lib/db/app-schema';

type Found = { kind: 'patient'; account: PatientAccount } | { kind: 'staff'; account: StaffAccount };

/**
 * After a successful sign-in, replaces a hash made at a lower cost with one at the current cost: the
 * password is known only now. Only if the stored hash is still the one verified, so that a password
 * changed meanwhile is kept. When hashing is too busy, the upgrade waits for the next sign-in instead of
 * failing this one.
 */
export async function upgradePasswordHash({ found, password }: { found: Found; password: string }) {
  const { account } = found;
  if (!needsRehash(account.passwordHash)) return;
  let upgraded: string;
  try {
    upgraded = await hashPassword(password);
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return;
    throw error;
  }
  const db = await getAppDatabase();
  if (found.kind === 'patient') {
    await db
      .update(patientAccounts)
      .set({ passwordHash: upgraded })
      .where(and(eq(patientAccounts.id, account.id), eq(patientAccounts.passwordHash, account.passwordHash)));
  } else {
    await db
      .update(staffAccounts)
      .set({ passwordHash: upgraded })
      .where(and(eq(staffAccounts.id, account.id), eq(staffAccounts.passwordHash, account.passwordHash)));
  }
  account.passwordHash = upgraded;
  forgetAccount({ kind: found.kind, accountId: account.id });
}

import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { BFF_ERROR_CODES } from '@/lib/contract/bff';
import type { StaffAccount } from '@/lib/bff/accounts/account-types';
import { forgetAccount } from '@/lib/bff/accounts/account-cache';
import { resetSecondFactor } from '@/lib/bff/accounts/second-factor';
import { ApiError, notFound } from '@/lib/bff/http/api-error';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { staffAccounts } from '@/lib/db/app-schema';

/**
 * Another admin's answer to a lost device (ADR 0092): the staff member's key and recovery codes go, and
 * every session of theirs ends, so they sign in again with their password alone; an admin is then sent
 * to set two-factor up again before anything else. One's own is changed from "Your account".
 */
export async function resetStaffSecondFactor({
  admin,
  staffId,
}: {
  admin: StaffAccount;
  staffId: string;
}): Promise<{ hadSecondFactor: boolean }> {
  if (staffId === admin.id) {
    throw new ApiError({
      status: 409,
      code: BFF_ERROR_CODES.staffSelfChange,
      message: 'Change your own two-factor sign-in from "Your account".',
    });
  }
  const db = await getAppDatabase();
  const [ended] = await db
    .update(staffAccounts)
    .set({ sessionVersion: sql`${staffAccounts.sessionVersion} + 1` })
    .where(and(eq(staffAccounts.organizationKey, admin.organizationKey), eq(staffAccounts.id, staffId)))
    .returning({ id: staffAccounts.id });
  if (!ended) throw notFound();
  forgetAccount({ kind: 'staff', accountId: staffId });
  const hadSecondFactor = await resetSecondFactor({
    organizationKey: admin.organizationKey,
    kind: 'staff',
    accountId: staffId,
  });
  return { hadSecondFactor };
}

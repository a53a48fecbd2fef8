import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { StaffRole } from '@/lib/contract/bff';
import { staffAccounts } from '@/lib/db/app-schema';
import { accountExists, assertPasswordAcceptable } from '@/lib/bff/accounts/account-errors';
import { normalizeEmail, type StaffAccount } from '@/lib/bff/accounts/account-types';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { hashPassword } from '@/lib/bff/accounts/password';
import { newId } from '@/lib/bff/crypto/random-values';
import { getOrganizationKey } from '@/lib/bff/service/service-target';

export async function createStaffAccount({
  email,
  password,
  role,
}: {
  email: string;
  password: string;
  role: StaffRole;
}): Promise<StaffAccount> {
  assertPasswordAcceptable(password, { email });
  const organizationKey = await getOrganizationKey();
  const db = await getAppDatabase();
  const [account] = await db
    .insert(staffAccounts)
    .values({
      id: newId('stf'),
      organizationKey,
      email: normalizeEmail(email),
      passwordHash: await hashPassword(password),
      role,
    })
    .onConflictDoNothing()
    .returning();
  if (!account) throw accountExists();
  return account;
}

export async function findStaffByEmail({
  organizationKey,
  email,
}: {
  organizationKey: string;
  email: string;
}) {
  const db = await getAppDatabase();
  const [account] = await db
    .select()
    .from(staffAccounts)
    .where(
      and(eq(staffAccounts.organizationKey, organizationKey), eq(staffAccounts.email, normalizeEmail(email))),
    )
    .limit(1);
  return account;
}

export async function findStaffAccount({ organizationKey, id }: { organizationKey: string; id: string }) {
  const db = await getAppDatabase();
  const [account] = await db
    .select()
    .from(staffAccounts)
    .where(and(eq(staffAccounts.organizationKey, organizationKey), eq(staffAccounts.id, id)))
    .limit(1);
  return account;
}

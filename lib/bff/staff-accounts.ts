import 'server-only';
import { and, eq } from 'drizzle-orm';
import { staffAccounts, type StaffRole } from '@/lib/db/app-schema';
import { accountExists, assertPasswordAcceptable } from './account-errors';
import { normalizeEmail, type StaffAccount } from './account-types';
import { getAppDatabase } from './app-database';
import { hashPassword } from './password';
import { newId } from './random';
import { getOrganizationKey } from './service-client';

export async function createStaffAccount({
  email,
  password,
  role,
}: {
  email: string;
  password: string;
  role: StaffRole;
}): Promise<StaffAccount> {
  assertPasswordAcceptable(password);
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

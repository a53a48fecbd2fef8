import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { BFF_ERROR_CODES, type StaffAccountRow, type StaffRole } from '@/lib/contract/bff';
import type { StaffAccount } from '@/lib/bff/accounts/account-types';
import { ApiError, notFound } from '@/lib/bff/http/api-error';
import { forgetAccount } from '@/lib/bff/accounts/account-cache';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { staffAccounts } from '@/lib/db/app-schema';

export function toStaffAccountRow(account: StaffAccount): StaffAccountRow {
  return {
    id: account.id,
    email: account.email,
    role: account.role,
    createdAt: account.createdAt.toISOString(),
    disabledAt: account.disabledAt?.toISOString() ?? null,
  };
}

export async function listStaffOfOrganization(organizationKey: string): Promise<StaffAccountRow[]> {
  const db = await getAppDatabase();
  const rows = await db
    .select()
    .from(staffAccounts)
    .where(eq(staffAccounts.organizationKey, organizationKey))
    .orderBy(asc(staffAccounts.email));
  return rows.map(toStaffAccountRow);
}

/** An admin may not lock themselves out: the organization would be left without anyone to undo it. */
const cannotChangeOwnAccount = () =>
  new ApiError({
    status: 409,
    code: BFF_ERROR_CODES.staffSelfChange,
    message: 'You cannot change your own role or disable your own account. Ask another admin.',
  });

/** Changes another staff account of the admin's organization; disabling ends its sessions at once. */
export async function updateStaffAccount({
  admin,
  staffId,
  role,
  disabled,
}: {
  admin: StaffAccount;
  staffId: string;
  role?: StaffRole;
  disabled?: boolean;
}): Promise<StaffAccountRow> {
  if (staffId === admin.id) throw cannotChangeOwnAccount();
  const db = await getAppDatabase();
  const changes: Partial<typeof staffAccounts.$inferInsert> = {};
  if (role !== undefined) changes.role = role;
  if (disabled !== undefined) changes.disabledAt = disabled ? new Date() : null;
  const [updated] = await db
    .update(staffAccounts)
    .set(changes)
    .where(and(eq(staffAccounts.organizationKey, admin.organizationKey), eq(staffAccounts.id, staffId)))
    .returning();
  if (!updated) throw notFound();
  // A disabled account or a new role counts on this instance from the next request on.
  forgetAccount({ kind: 'staff', accountId: staffId });
  return toStaffAccountRow(updated);
}

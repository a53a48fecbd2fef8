import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { BFF_ERROR_CODES, type StaffAccountRow, type StaffRole } from '@/lib/contract/bff';
import type { StaffAccount } from '@/lib/bff/accounts/account-types';
import { ApiError, notFound } from '@/lib/bff/http/api-error';
import { forgetAccount } from '@/lib/bff/accounts/account-cache';
import { hashPassword } from '@/lib/bff/accounts/password';
import { preparePasswordReset, withdrawPendingResetMail } from '@/lib/bff/accounts/password-reset';
import { newSecret } from '@/lib/bff/crypto/random-values';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { passwordResets, staffAccounts } from '@/lib/db/app-schema';

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

const accountDisabled = () =>
  new ApiError({
    status: 409,
    code: BFF_ERROR_CODES.staffAccountDisabled,
    message: 'This account is disabled. Enabling it sends its owner a link to choose a new password.',
  });

async function findOwnStaff(admin: StaffAccount, staffId: string): Promise<StaffAccount> {
  const db = await getAppDatabase();
  const [account] = await db
    .select()
    .from(staffAccounts)
    .where(and(eq(staffAccounts.organizationKey, admin.organizationKey), eq(staffAccounts.id, staffId)))
    .limit(1);
  if (!account) throw notFound();
  return account;
}

export interface StaffAccountUpdate {
  account: StaffAccountRow;
  /** Enabling sent the owner a password reset: a disabled account has no usable password (ADR 0090). */
  passwordResetSent: boolean;
}

/**
 * Changes another staff account of the admin's organization (ADR 0090). Disabling raises the session
 * version (every session ends at its next request on every instance: staff accounts are read from the
 * database on each request), replaces the password with a random one nobody knows and voids any open
 * reset. Enabling therefore brings back neither a session nor the old password: it sends the owner a
 * password reset e-mail, in the same transaction.
 */
export async function updateStaffAccount({
  admin,
  staffId,
  role,
  disabled,
  now = new Date(),
}: {
  admin: StaffAccount;
  staffId: string;
  role?: StaffRole;
  disabled?: boolean;
  now?: Date;
}): Promise<StaffAccountUpdate> {
  if (staffId === admin.id) throw cannotChangeOwnAccount();
  const current = await findOwnStaff(admin, staffId);
  const disabling = disabled === true && current.disabledAt === null;
  const enabling = disabled === false && current.disabledAt !== null;
  // Read and hashed before the transaction: nothing slow while the row is locked.
  const unusablePassword = disabling ? await hashPassword(newSecret(32)) : undefined;
  const planReset = enabling ? await preparePasswordReset('staff') : undefined;

  const changes: PgUpdateSetSource<typeof staffAccounts> = {};
  if (role !== undefined && role !== current.role) changes.role = role;
  if (disabling) {
    changes.disabledAt = now;
    changes.passwordHash = unusablePassword;
    changes.sessionVersion = sql`${staffAccounts.sessionVersion} + 1`;
  }
  if (enabling) changes.disabledAt = null;
  if (Object.keys(changes).length === 0)
    return { account: toStaffAccountRow(current), passwordResetSent: false };

  const db = await getAppDatabase();
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffAccounts)
      .set(changes)
      .where(and(eq(staffAccounts.organizationKey, admin.organizationKey), eq(staffAccounts.id, staffId)))
      .returning();
    if (!row) return undefined;
    const owner = { organizationKey: row.organizationKey, kind: 'staff' as const, accountId: row.id };
    if (disabling) {
      await tx
        .delete(passwordResets)
        .where(
          and(
            eq(passwordResets.organizationKey, owner.organizationKey),
            eq(passwordResets.kind, 'staff'),
            eq(passwordResets.accountId, owner.accountId),
          ),
        );
      await withdrawPendingResetMail({ db: tx, ...owner });
    }
    if (planReset) await planReset({ db: tx, organizationKey: row.organizationKey, account: row, now });
    return row;
  });
  if (!updated) throw notFound();
  forgetAccount({ kind: 'staff', accountId: staffId });
  return { account: toStaffAccountRow(updated), passwordResetSent: enabling };
}

/**
 * An admin sends a staff member the password reset e-mail they could have asked for themselves (ADR 0087,
 * ADR 0090): the link and code work once, for 30 minutes, and replace any earlier ones. The admin never
 * sees them. A disabled account is refused: enabling it sends one.
 */
export async function sendStaffPasswordReset({
  admin,
  staffId,
  now = new Date(),
}: {
  admin: StaffAccount;
  staffId: string;
  now?: Date;
}): Promise<{ email: string }> {
  const account = await findOwnStaff(admin, staffId);
  if (account.disabledAt !== null) throw accountDisabled();
  const plan = await preparePasswordReset('staff');
  const db = await getAppDatabase();
  await db.transaction((tx) => plan({ db: tx, organizationKey: account.organizationKey, account, now }));
  return { email: account.email };
}

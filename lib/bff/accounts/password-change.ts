import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { SessionKind } from '@/lib/contract/bff';
import type { Database } from '@/lib/db/connection';
import { patientAccounts, staffAccounts } from '@/lib/db/app-schema';
import { forgetAccount } from '@/lib/bff/accounts/account-cache';
import {
  assertPasswordAcceptable,
  rateLimited,
  samePassword,
  wrongCurrentPassword,
} from '@/lib/bff/accounts/account-errors';
import {
  clearLoginFailures,
  recordLoginAttempt,
  releaseLoginAttempt,
} from '@/lib/bff/accounts/login-throttle';
import { hashPassword, verifyPassword } from '@/lib/bff/accounts/password';
import { signInKeysFor, underAttackRetryAfterSeconds } from '@/lib/bff/accounts/sign-in-limits';
import type { PatientAccount, StaffAccount } from '@/lib/bff/accounts/account-types';
import { findPatientAccount } from '@/lib/bff/accounts/patient-accounts';
import { pruneLoginThrottleNowAndThen } from '@/lib/bff/accounts/throttle-housekeeping';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { getOrganizationKey } from '@/lib/bff/service/service-target';
import { readSession, writeSessionCookie } from '@/lib/bff/session/session';
import { deleteSessionRecords, forgetSessionRecords } from '@/lib/bff/accounts/session-records';
import { findStaffAccount } from '@/lib/bff/staff/staff-accounts';

export interface PasswordChange {
  kind: SessionKind;
  accountId: string;
  currentPassword: string;
  newPassword: string;
  /** The client's address, for the sign-in throttle's per-address count. */
  ip: string;
  /**
   * What else the change does, in its transaction: a notice planned here goes out if and only if the
   * password was changed.
   */
  alsoDo?: (changed: { db: Database; account: PatientAccount | StaffAccount; now: Date }) => Promise<void>;
  now?: Date;
}

/**
 * Changes a signed-in person's password (ADR 0086). The current password is checked as sign-in checks
 * it, and its failures count in the same throttle (login-throttle.ts), against the account and the
 * address: a stolen session cannot be used to guess the password faster than the sign-in page allows,
 * and past the limit the answer is 429 whatever was typed. The new password meets the registration
 * policy and is hashed the same way. The account's session version is raised with the new hash, which
 * ends every session of the account in every browser (ADR 0039), and the other sessions' records are deleted
 * with it (ADR 0089); this browser's cookie is issued again at the new version for the same session record,
 * so the person who changed it stays signed in.
 */
export async function changePassword({
  kind,
  accountId,
  currentPassword,
  newPassword,
  ip,
  alsoDo,
  now = new Date(),
}: PasswordChange): Promise<void> {
  if (newPassword === currentPassword) throw samePassword();
  const organizationKey = await getOrganizationKey();
  const db = await getAppDatabase();
  // From the database, not the account cache: a hash up to ACCOUNT_CACHE_MS old could accept the
  // password this change, on another instance, has just replaced.
  const account =
    kind === 'patient'
      ? await findPatientAccount({ organizationKey, id: accountId })
      : await findStaffAccount({ organizationKey, id: accountId });
  if (!account) throw wrongCurrentPassword();
  assertPasswordAcceptable(
    newPassword,
    {
      email: account.email,
      ...('firstName' in account ? { firstName: account.firstName, lastName: account.lastName } : {}),
    },
    'newPassword',
  );

  const keys = signInKeysFor({ organizationKey, email: account.email, address: ip });
  pruneLoginThrottleNowAndThen({ db, now });
  const attempt = await recordLoginAttempt({
    db,
    keys: [keys.account, keys.accountFromClient, keys.client],
    now,
  });
  const retryAfterSeconds = attempt.retryAfterSeconds ?? underAttackRetryAfterSeconds({ attempt, keys, now });
  if (retryAfterSeconds !== undefined) {
    await releaseLoginAttempt({ db, counted: attempt.counted });
    throw rateLimited(retryAfterSeconds, 'Too many wrong passwords.');
  }
  // A failure stays counted against every key, as a failed sign-in does.
  if (!(await verifyPassword({ password: currentPassword, hash: account.passwordHash }))) {
    throw wrongCurrentPassword();
  }
  await clearLoginFailures({ db, key: keys.accountFromClient.key });
  await releaseLoginAttempt({
    db,
    counted: attempt.counted.filter(({ key }) => key !== keys.accountFromClient.key),
  });

  const table = kind === 'patient' ? patientAccounts : staffAccounts;
  const newHash = await hashPassword(newPassword);
  // The session the route let in: the one that goes on.
  const current = await readSession();
  const session = current?.kind === kind && current.accountId === account.id ? current : undefined;
  let endedSessions: string[] = [];
  const version = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(table)
      .set({ passwordHash: newHash, sessionVersion: sql`${table.sessionVersion} + 1` })
      .where(
        and(
          eq(table.organizationKey, organizationKey),
          eq(table.id, account.id),
          // Two changes at once: the second was checked against a hash the first has replaced.
          eq(table.passwordHash, account.passwordHash),
        ),
      )
      .returning({ sessionVersion: table.sessionVersion });
    if (!updated) return undefined;
    endedSessions = await deleteSessionRecords(tx, {
      organizationKey,
      kind,
      accountId: account.id,
      except: session?.sessionId,
    });
    await alsoDo?.({ db: tx, account, now });
    return updated.sessionVersion;
  });
  forgetAccount({ kind, accountId: account.id });
  forgetSessionRecords(endedSessions);
  if (version === undefined) throw wrongCurrentPassword();
  if (session) await writeSessionCookie({ ...session, version, lastActiveAt: now.getTime() });
}

import 'server-only';
import { and, eq, gt, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SessionKind } from '@/lib/contract/bff';
import { mailMessages, passwordResets, patientAccounts, staffAccounts } from '@/lib/db/app-schema';
import { normalizeEmail } from '@/lib/bff/accounts/account-types';
import { forgetAccount } from '@/lib/bff/accounts/account-cache';
import { clearLoginFailures } from '@/lib/bff/accounts/login-throttle';
import { signInKeysFor } from '@/lib/bff/accounts/sign-in-limits';
import { hashPassword } from '@/lib/bff/accounts/password';
import { findPatientByEmail } from '@/lib/bff/accounts/patient-accounts';
import { throttleResetAttempt, throttleResetRequest } from '@/lib/bff/accounts/password-reset-throttle';
import {
  codeMatches,
  displayResetCode,
  hashResetToken,
  newResetSecrets,
  normalizeResetCode,
  type ResetSecrets,
} from '@/lib/bff/accounts/password-reset-secrets';
import { getBookingPolicy } from '@/lib/bff/booking/booking-policy';
import { getAppConfig } from '@/lib/bff/config/current-app-config';
import { newId } from '@/lib/bff/crypto/random-values';
import { ApiError } from '@/lib/bff/http/api-error';
import { securityLog } from '@/lib/bff/logging/security-log';
import { deleteSessionRecords, forgetSessionRecords } from '@/lib/bff/accounts/session-records';
import { mailOwner, preparePasswordChangedMail } from '@/lib/bff/mail/account-mails';
import { renderPasswordResetMail } from '@/lib/bff/mail/mail-content';
import { recordAudit } from '@/lib/bff/records/audit-log';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { getOrganizationKey } from '@/lib/bff/service/service-target';
import { findStaffByEmail } from '@/lib/bff/staff/staff-accounts';
import { BFF_ERROR_CODES } from '@/lib/contract/bff';
import type { Database } from '@/lib/db/connection';

export const RESET_LIFETIME_MS = 30 * 60_000;
/** Wrong codes before a reset is void: 5 guesses among 31⁸ codes. */
export const CODE_FAILURE_LIMIT = 5;
/**
 * Every request to "forgot your password?" answers no sooner than this after it arrived, known address
 * or not: the e-mail's planning (a few writes) hides under it.
 */
export const RESET_REQUEST_MIN_MS = 250;

/** The one answer to every accepted request, so that it tells nobody which addresses have accounts. */
export const PASSWORD_RESET_REQUESTED =
  'If an account uses this address, we have sent it a link and a code to choose a new password. They work once, for 30 minutes.';

interface ResetAccount {
  id: string;
  email: string;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const resetPath = (kind: SessionKind) => (kind === 'patient' ? '/reset-password' : '/staff/reset-password');

/** A disabled staff account is not there, as at sign-in. */
async function findResetAccount(
  kind: SessionKind,
  organizationKey: string,
  email: string,
): Promise<ResetAccount | undefined> {
  if (kind === 'patient') return findPatientByEmail({ organizationKey, email });
  const staff = await findStaffByEmail({ organizationKey, email });
  return staff && staff.disabledAt === null ? staff : undefined;
}

type PasswordResetPlan = (reset: {
  db: Database | Transaction;
  organizationKey: string;
  account: ResetAccount;
  now: Date;
  /** Made beforehand by a request that must take the same work for an unknown address. */
  secrets?: ResetSecrets;
}) => Promise<void>;

/**
 * What replaces the account's reset with a new one and plans its e-mail: the old link and code stop
 * working, and an e-mail with them still waiting is withdrawn. The organization's name is read first: the
 * plan runs in the caller's transaction (`db`), which must not wait on other reads of the database. Used by
 * "forgot your password?", and for staff by an admin's "send a password reset" and by enabling an account
 * (ADR 0090).
 */
export async function preparePasswordReset(kind: SessionKind): Promise<PasswordResetPlan> {
  const { organizationName } = await getBookingPolicy();
  const appUrl = getAppConfig().mail.appUrl;
  return async ({ db, organizationKey, account, now, secrets = newResetSecrets() }) => {
    // In the fragment: browsers send it to no server, so no log or Referer carries it.
    const resetUrl = `${appUrl}${resetPath(kind)}#token=${secrets.token}`;
    const content = renderPasswordResetMail({
      organizationName,
      resetUrl,
      code: displayResetCode(secrets.code),
      validMinutes: RESET_LIFETIME_MS / 60_000,
    });
    const resetId = newId('pwr');
    const reset = {
      id: resetId,
      organizationKey,
      kind,
      accountId: account.id,
      tokenHash: secrets.tokenHash,
      codeHash: secrets.codeHash,
      codeFailures: 0,
      expiresAt: new Date(now.getTime() + RESET_LIFETIME_MS),
      createdAt: now,
    };
    await db
      .insert(passwordResets)
      .values(reset)
      .onConflictDoUpdate({
        target: [passwordResets.organizationKey, passwordResets.kind, passwordResets.accountId],
        set: reset,
      });
    await withdrawPendingResetMail({ db, organizationKey, kind, accountId: account.id });
    await db.insert(mailMessages).values({
      id: newId('msg'),
      organizationKey,
      dedupeKey: `password-reset:${resetId}`,
      kind: 'password-reset',
      ...mailOwner(kind, account.id),
      appointmentId: null,
      recipient: account.email,
      subject: content.subject,
      textBody: content.text,
      htmlBody: content.html,
      dueAt: now,
    });
  };
}

/** A reset e-mail not yet sent carries a link and code that no longer work: it is not sent. */
export async function withdrawPendingResetMail({
  db,
  organizationKey,
  kind,
  accountId,
}: {
  db: Database | Transaction;
  organizationKey: string;
  kind: SessionKind;
  accountId: string;
}): Promise<void> {
  await db
    .update(mailMessages)
    .set({ status: 'withdrawn', leaseUntil: null, leaseToken: null })
    .where(
      and(
        eq(mailMessages.organizationKey, organizationKey),
        eq(mailMessages.kind, 'password-reset'),
        eq(mailMessages.status, 'pending'),
        eq(kind === 'patient' ? mailMessages.patientAccountId : mailMessages.staffAccountId, accountId),
      ),
    );
}

/**
 * "Forgot your password?" (ADR 0087). The same answer, after the same work, whether or not an account
 * uses the address: the secrets are made either way, and the answer waits out `minDurationMs`. For a
 * known address, the account's reset is replaced (its old link and code stop working, an e-mail with
 * them still waiting is withdrawn) and one e-mail is planned with the new ones.
 */
export async function requestPasswordReset({
  kind,
  email: rawEmail,
  ip,
  now = new Date(),
  minDurationMs = RESET_REQUEST_MIN_MS,
}: {
  kind: SessionKind;
  email: string;
  ip: string;
  now?: Date;
  minDurationMs?: number;
}): Promise<void> {
  const started = performance.now();
  const email = normalizeEmail(rawEmail);
  const [db, organizationKey] = await Promise.all([getAppDatabase(), getOrganizationKey()]);
  await throttleResetRequest({ db, organizationKey, kind, email, ip, now });
  const secrets = newResetSecrets();
  const account = await findResetAccount(kind, organizationKey, email);
  if (account) {
    const plan = await preparePasswordReset(kind);
    await db.transaction((tx) => plan({ db: tx, organizationKey, account, now, secrets }));
  }
  await db.delete(passwordResets).where(lte(passwordResets.expiresAt, now));
  const left = minDurationMs - (performance.now() - started);
  if (left > 0) await sleep(left);
}

const invalidLink = () =>
  new ApiError({
    status: 400,
    code: BFF_ERROR_CODES.passwordResetInvalid,
    message:
      'This link does not work any more: it was used, replaced by a newer one, or is more than 30 minutes old. Ask for a new one.',
  });

const invalidCode = () =>
  new ApiError({
    status: 400,
    code: BFF_ERROR_CODES.passwordResetInvalid,
    message: 'The code is not correct.',
    data: {
      fields: [
        {
          path: 'code',
          message:
            'This code is not right for this address, or no longer works (used, replaced, or more than 30 minutes old). Check it, or ask for a new one.',
        },
      ],
    },
  });

/**
 * Counts a typed code as a try before it is compared, in one statement, so that parallel guesses are
 * all counted: no more than CODE_FAILURE_LIMIT of them are ever compared. The reset that reaches the
 * limit without a match is void.
 */
async function claimByCode({
  db,
  organizationKey,
  kind,
  email,
  typedCode,
  now,
}: {
  db: Database;
  organizationKey: string;
  kind: SessionKind;
  email: string;
  typedCode: string;
  now: Date;
}): Promise<string> {
  const account = await findResetAccount(kind, organizationKey, normalizeEmail(email));
  const code = normalizeResetCode(typedCode);
  if (!account || !code) throw invalidCode();
  const [counted] = await db
    .update(passwordResets)
    .set({ codeFailures: sql`${passwordResets.codeFailures} + 1` })
    .where(
      and(
        eq(passwordResets.organizationKey, organizationKey),
        eq(passwordResets.kind, kind),
        eq(passwordResets.accountId, account.id),
        gt(passwordResets.expiresAt, now),
        lt(passwordResets.codeFailures, CODE_FAILURE_LIMIT),
      ),
    )
    .returning({ id: passwordResets.id, codeHash: passwordResets.codeHash });
  if (!counted) throw invalidCode();
  if (!codeMatches(code, counted.codeHash)) {
    await db
      .delete(passwordResets)
      .where(and(eq(passwordResets.id, counted.id), gte(passwordResets.codeFailures, CODE_FAILURE_LIMIT)));
    throw invalidCode();
  }
  return counted.id;
}

/** A link that works: found before the new password is hashed, so that guessed links cost no hashing. */
async function findByToken({
  db,
  where,
  now,
}: {
  db: Database;
  where: ReturnType<typeof and>;
  now: Date;
}): Promise<string> {
  const [found] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(and(where, gt(passwordResets.expiresAt, now)))
    .limit(1);
  if (!found) throw invalidLink();
  return found.id;
}

/** Takes the reset out of the table (it works once); undefined when another request took it first. */
async function consumeReset(
  tx: Transaction,
  where: ReturnType<typeof and>,
): Promise<{ accountId: string } | undefined> {
  const [taken] = await tx
    .delete(passwordResets)
    .where(where)
    .returning({ accountId: passwordResets.accountId });
  return taken;
}

/**
 * Sets a new password with a reset's link (`token`) or its code typed with the address (ADR 0087). The
 * reset works once; the account's sessions all end (ADR 0039); the change is recorded (staff: the audit
 * log; patients: the security log) and a notice goes to the account's address. Nobody is signed in by it:
 * the person signs in with the new password, and whatever sign-in asks of them.
 */
export async function resetPassword({
  kind,
  token,
  email,
  code,
  password,
  ip,
  now = new Date(),
}: {
  kind: SessionKind;
  token?: string;
  email?: string;
  code?: string;
  password: string;
  ip: string;
  now?: Date;
}): Promise<void> {
  const [db, organizationKey] = await Promise.all([getAppDatabase(), getOrganizationKey()]);
  await throttleResetAttempt({ db, ip, now });
  const ofThisKind = and(eq(passwordResets.organizationKey, organizationKey), eq(passwordResets.kind, kind));
  const resetId =
    token === undefined
      ? await claimByCode({ db, organizationKey, kind, email: email ?? '', typedCode: code ?? '', now })
      : await findByToken({
          db,
          where: and(ofThisKind, eq(passwordResets.tokenHash, hashResetToken(token))),
          now,
        });
  const passwordHash = await hashPassword(password);
  const table = kind === 'patient' ? patientAccounts : staffAccounts;
  const planNotice = await preparePasswordChangedMail(kind);

  let endedSessions: string[] = [];
  const changed = await db.transaction(async (tx) => {
    const taken = await consumeReset(
      tx,
      and(ofThisKind, gt(passwordResets.expiresAt, now), eq(passwordResets.id, resetId)),
    );
    if (!taken) return undefined;
    const [account] = await tx
      .update(table)
      .set({ passwordHash, sessionVersion: sql`${table.sessionVersion} + 1` })
      .where(
        and(
          eq(table.organizationKey, organizationKey),
          eq(table.id, taken.accountId),
          // A disabled staff account keeps no password (ADR 0090): only enabling it sends a reset again.
          kind === 'staff' ? isNull(staffAccounts.disabledAt) : undefined,
        ),
      )
      .returning({ id: table.id, email: table.email });
    if (!account) return undefined;
    endedSessions = await deleteSessionRecords(tx, { organizationKey, kind, accountId: account.id });
    const [patient] =
      kind === 'patient'
        ? await tx
            .select({ timeZone: patientAccounts.timeZone })
            .from(patientAccounts)
            .where(eq(patientAccounts.id, account.id))
        : [];
    await planNotice({ db: tx, account: { ...account, organizationKey, timeZone: patient?.timeZone }, now });
    return account;
  });
  if (!changed) throw token === undefined ? invalidCode() : invalidLink();

  forgetAccount({ kind, accountId: changed.id });
  forgetSessionRecords(endedSessions);
  // The owner can sign in at once, whatever strangers' wrong guesses were counted against the account.
  await clearLoginFailures({
    db,
    key: signInKeysFor({ organizationKey, email: changed.email, address: ip }).account.key,
  });
  if (kind === 'staff') {
    await recordAudit({ staffAccountId: changed.id, action: 'account.password.reset', detail: {}, at: now });
  } else {
    securityLog.info({ event: 'account.password.reset', accountId: changed.id }, 'password reset');
  }
}

import 'server-only';
import { and, eq, gt, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { mailMessages, registrationConfirmations } from '@/lib/db/app-schema';
import { normalizeEmail } from '@/lib/bff/accounts/account-types';
import { findPatientByEmail } from '@/lib/bff/accounts/patient-accounts';
import {
  CODE_FAILURE_LIMIT,
  RESET_LIFETIME_MS,
  RESET_REQUEST_MIN_MS,
} from '@/lib/bff/accounts/password-reset';
import {
  codeMatches,
  displayResetCode,
  hashResetToken,
  newResetSecrets,
  normalizeResetCode,
  type ResetSecrets,
} from '@/lib/bff/accounts/password-reset-secrets';
import {
  throttleRegistrationAttempt,
  throttleRegistrationRequest,
} from '@/lib/bff/accounts/registration-throttle';
import { getBookingPolicy } from '@/lib/bff/booking/booking-policy';
import { getAppConfig } from '@/lib/bff/config/current-app-config';
import { newId } from '@/lib/bff/crypto/random-values';
import { ApiError } from '@/lib/bff/http/api-error';
import { mailOwner } from '@/lib/bff/mail/account-mails';
import { renderAccountExistsMail, renderRegistrationCodeMail } from '@/lib/bff/mail/mail-content';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { getOrganizationKey } from '@/lib/bff/service/service-target';
import { BFF_ERROR_CODES } from '@/lib/contract/bff';
import type { Database } from '@/lib/db/connection';

/** As long as a password reset's: 30 minutes. */
export const CONFIRMATION_LIFETIME_MS = RESET_LIFETIME_MS;
const VALID_MINUTES = CONFIRMATION_LIFETIME_MS / 60_000;

/** The one answer to every accepted request, so that it tells nobody which addresses have accounts. */
export const REGISTRATION_REQUESTED = `We have sent an e-mail to this address. Type the code from it below, or open its link in this browser. They work once, for ${VALID_MINUTES} minutes.`;

/** Where the e-mail's link lands; the token is in the fragment, which browsers send to no server. */
export const CONFIRM_PATH = '/register/confirm';

interface MailPlan {
  recipient: string;
  kind: 'registration-code' | 'account-exists';
  patientAccountId: string | null;
  content: { subject: string; text: string; html: string };
}

/**
 * The e-mail for the address: its code and link when no account uses it, otherwise a word to the owner
 * that they have an account, with the ways in. Both are made from the same secrets' work.
 */
async function planMail(organizationKey: string, email: string, secrets: ResetSecrets): Promise<MailPlan> {
  const [{ organizationName }, account] = await Promise.all([
    getBookingPolicy(),
    findPatientByEmail({ organizationKey, email }),
  ]);
  const appUrl = getAppConfig().mail.appUrl;
  if (account) {
    return {
      recipient: account.email,
      kind: 'account-exists',
      patientAccountId: account.id,
      content: renderAccountExistsMail({
        organizationName,
        signInUrl: `${appUrl}/sign-in`,
        resetUrl: `${appUrl}/forgot-password`,
      }),
    };
  }
  return {
    recipient: email,
    kind: 'registration-code',
    patientAccountId: null,
    content: renderRegistrationCodeMail({
      organizationName,
      confirmUrl: `${appUrl}${CONFIRM_PATH}#token=${secrets.token}`,
      code: displayResetCode(secrets.code),
      validMinutes: VALID_MINUTES,
    }),
  };
}

/**
 * The first step of registering (ADR 0088): the address only. The same answer after the same time
 * whether or not an account uses it. A new address gets a one-time code and link (replacing any earlier
 * ones, whose e-mail still waiting is withdrawn); an address with an account gets, instead, a note to its
 * owner with links to sign in or choose a new password.
 */
export async function requestRegistration({
  email: rawEmail,
  ip,
  now = new Date(),
  minDurationMs = RESET_REQUEST_MIN_MS,
}: {
  email: string;
  ip: string;
  now?: Date;
  minDurationMs?: number;
}): Promise<void> {
  const started = performance.now();
  const email = normalizeEmail(rawEmail);
  const [db, organizationKey] = await Promise.all([getAppDatabase(), getOrganizationKey()]);
  await throttleRegistrationRequest({ db, organizationKey, email, ip, now });
  const secrets = newResetSecrets('registration');
  const plan = await planMail(organizationKey, email, secrets);
  const confirmationId = newId('reg');
  await db.transaction(async (tx) => {
    if (plan.kind === 'registration-code') {
      const confirmation = {
        id: confirmationId,
        organizationKey,
        email,
        tokenHash: secrets.tokenHash,
        codeHash: secrets.codeHash,
        codeFailures: 0,
        expiresAt: new Date(now.getTime() + CONFIRMATION_LIFETIME_MS),
        createdAt: now,
      };
      await tx
        .insert(registrationConfirmations)
        .values(confirmation)
        .onConflictDoUpdate({
          target: [registrationConfirmations.organizationKey, registrationConfirmations.email],
          set: confirmation,
        });
    }
    // An earlier e-mail of the same kind still waiting to go is replaced by this one.
    await tx
      .update(mailMessages)
      .set({ status: 'withdrawn', leaseUntil: null, leaseToken: null })
      .where(
        and(
          eq(mailMessages.organizationKey, organizationKey),
          eq(mailMessages.kind, plan.kind),
          eq(mailMessages.status, 'pending'),
          eq(mailMessages.recipient, plan.recipient),
          isNull(mailMessages.staffAccountId),
        ),
      );
    await tx.insert(mailMessages).values({
      id: newId('msg'),
      organizationKey,
      dedupeKey: `${plan.kind}:${confirmationId}`,
      kind: plan.kind,
      ...(plan.patientAccountId
        ? mailOwner('patient', plan.patientAccountId)
        : { patientAccountId: null, staffAccountId: null }),
      appointmentId: null,
      recipient: plan.recipient,
      subject: plan.content.subject,
      textBody: plan.content.text,
      htmlBody: plan.content.html,
      dueAt: now,
    });
  });
  await db.delete(registrationConfirmations).where(lte(registrationConfirmations.expiresAt, now));
  const left = minDurationMs - (performance.now() - started);
  if (left > 0) await sleep(left);
}

const invalidLink = () =>
  new ApiError({
    status: 400,
    code: BFF_ERROR_CODES.registrationInvalid,
    message: `This link does not work any more: it was used, replaced by a newer one, or is more than ${VALID_MINUTES} minutes old. Ask for a new one.`,
  });

const invalidCode = () =>
  new ApiError({
    status: 400,
    code: BFF_ERROR_CODES.registrationInvalid,
    message: 'The code is not correct.',
    data: {
      fields: [
        {
          path: 'code',
          message: `This code is not right for this address, or no longer works (used, replaced, or more than ${VALID_MINUTES} minutes old). Check it, or ask for a new one.`,
        },
      ],
    },
  });

/**
 * A typed code, counted as a try before it is compared, in one statement, so that parallel guesses are
 * all counted: no more than CODE_FAILURE_LIMIT are ever compared, and the confirmation that reaches the
 * limit without a match is void. The confirmation is taken (deleted) when the code matches. An address
 * that has an account has no confirmation: its code is "not correct", like any wrong one.
 */
async function takeByCode({
  db,
  organizationKey,
  email,
  typedCode,
  now,
}: {
  db: Database;
  organizationKey: string;
  email: string;
  typedCode: string;
  now: Date;
}): Promise<string> {
  const code = normalizeResetCode(typedCode);
  if (!code) throw invalidCode();
  const [counted] = await db
    .update(registrationConfirmations)
    .set({ codeFailures: sql`${registrationConfirmations.codeFailures} + 1` })
    .where(
      and(
        eq(registrationConfirmations.organizationKey, organizationKey),
        eq(registrationConfirmations.email, normalizeEmail(email)),
        gt(registrationConfirmations.expiresAt, now),
        lt(registrationConfirmations.codeFailures, CODE_FAILURE_LIMIT),
      ),
    )
    .returning({ id: registrationConfirmations.id, codeHash: registrationConfirmations.codeHash });
  if (!counted) throw invalidCode();
  if (!codeMatches(code, counted.codeHash, 'registration')) {
    await db
      .delete(registrationConfirmations)
      .where(
        and(
          eq(registrationConfirmations.id, counted.id),
          gte(registrationConfirmations.codeFailures, CODE_FAILURE_LIMIT),
        ),
      );
    throw invalidCode();
  }
  const [taken] = await db
    .delete(registrationConfirmations)
    .where(eq(registrationConfirmations.id, counted.id))
    .returning({ email: registrationConfirmations.email });
  // Another request with the same code took it first.
  if (!taken) throw invalidCode();
  return taken.email;
}

async function takeByToken({
  db,
  organizationKey,
  token,
  now,
}: {
  db: Database;
  organizationKey: string;
  token: string;
  now: Date;
}): Promise<string> {
  const [taken] = await db
    .delete(registrationConfirmations)
    .where(
      and(
        eq(registrationConfirmations.organizationKey, organizationKey),
        eq(registrationConfirmations.tokenHash, hashResetToken(token, 'registration')),
        gt(registrationConfirmations.expiresAt, now),
      ),
    )
    .returning({ email: registrationConfirmations.email });
  if (!taken) throw invalidLink();
  return taken.email;
}

/**
 * Confirms an address with the e-mail's link (`token`) or its code typed with the address: the
 * confirmation works once. Answers the confirmed address, for the state that carries it to the form.
 */
export async function confirmRegistration({
  token,
  email,
  code,
  ip,
  now = new Date(),
}: {
  token?: string;
  email?: string;
  code?: string;
  ip: string;
  now?: Date;
}): Promise<{ email: string; organizationKey: string }> {
  const [db, organizationKey] = await Promise.all([getAppDatabase(), getOrganizationKey()]);
  await throttleRegistrationAttempt({ db, ip, now });
  const confirmed =
    token === undefined
      ? await takeByCode({ db, organizationKey, email: email ?? '', typedCode: code ?? '', now })
      : await takeByToken({ db, organizationKey, token, now });
  return { email: confirmed, organizationKey };
}

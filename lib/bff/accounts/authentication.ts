import 'server-only';
import { invalidCredentials, rateLimited } from '@/lib/bff/accounts/account-errors';
import { normalizeEmail, type PatientAccount, type StaffAccount } from '@/lib/bff/accounts/account-types';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import {
  clearLoginFailures,
  recordLoginAttempt,
  releaseLoginAttempt,
} from '@/lib/bff/accounts/login-throttle';
import { signInKeysFor, underAttackRetryAfterSeconds } from '@/lib/bff/accounts/sign-in-limits';
import { verifyAgainstDecoy, verifyPassword } from '@/lib/bff/accounts/password';
import { upgradePasswordHash } from '@/lib/bff/accounts/password-upgrade';
import { ApiError } from '@/lib/bff/http/api-error';
import { isKnownAddress, knownAddressKey, rememberAddress } from '@/lib/bff/accounts/known-addresses';
import { pruneLoginThrottleNowAndThen } from '@/lib/bff/accounts/throttle-housekeeping';
import { findPatientByEmail } from '@/lib/bff/accounts/patient-accounts';
import { getOrganizationKey } from '@/lib/bff/service/service-target';
import type { SessionKind } from '@/lib/contract/bff';
import { findStaffByEmail } from '@/lib/bff/staff/staff-accounts';

export type AuthenticatedAccount =
  { kind: 'patient'; account: PatientAccount } | { kind: 'staff'; account: StaffAccount };

/**
 * Checks an e-mail address and password. Failures are counted per client (IPv4 address or IPv6 /64),
 * per account from that client, and per account (sign-in-limits.ts, ADR 0085). Past the client's limit,
 * or the account's from that client, that client is answered 429 with Retry-After, even for the right
 * password, until the window ends; other clients are not. The account's own count never refuses
 * anyone by itself: past its threshold, only clients that have already failed on it are refused. From
 * a client the account has signed in from before (known-addresses.ts) only the client's limit applies.
 * Every other failure is the same 401, whether or not the account exists.
 *
 * The attempt is counted before the password is checked, in one statement for all keys, so that
 * parallel guesses cannot all pass a check made before any of them is counted. An attempt refused with
 * 429 is then taken back (it checked no password); a successful one clears the account's count from
 * that client and takes back its other counts, which only count failures. A hash made at a lower cost
 * than the current one is replaced once the password has been verified (ADR 0084).
 */
export async function authenticate({
  email: rawEmail,
  password,
  kind,
  ip,
  now = new Date(),
}: {
  email: string;
  password: string;
  kind: SessionKind;
  /** The client's address (client-address.ts); counted as its throttle key. */
  ip: string;
  now?: Date;
}): Promise<AuthenticatedAccount> {
  const email = normalizeEmail(rawEmail);
  const organizationKey = await getOrganizationKey();
  const db = await getAppDatabase();
  const keys = signInKeysFor({ organizationKey, email, address: ip });
  pruneLoginThrottleNowAndThen({ db, now });

  // From a client the account has signed in from, only the client's own limit applies.
  const knownKey = knownAddressKey({ accountKey: keys.account.key, ip: keys.clientKey });
  const known = ip !== 'unknown' && (await isKnownAddress({ db, key: knownKey, now }));
  const attempt = await recordLoginAttempt({
    db,
    keys: known ? [keys.client] : [keys.account, keys.accountFromClient, keys.client],
    now,
  });
  const retryAfterSeconds = attempt.retryAfterSeconds ?? underAttackRetryAfterSeconds({ attempt, keys, now });
  if (retryAfterSeconds !== undefined) {
    await releaseLoginAttempt({ db, counted: attempt.counted });
    throw rateLimited(retryAfterSeconds);
  }

  const found = await findAccount({ kind, organizationKey, email });
  let verified: boolean;
  try {
    verified = found
      ? await verifyPassword({ password, hash: found.account.passwordHash })
      : await verifyAgainstDecoy(password);
  } catch (error) {
    // Too many hashes at once in this process (429): no password was checked, so the attempt is not counted.
    if (error instanceof ApiError && error.status === 429) {
      await releaseLoginAttempt({ db, counted: attempt.counted });
    }
    throw error;
  }

  // A failure stays counted against every key.
  // A disabled staff account answers like a wrong password: the sign-in page learns nothing more.
  const disabled = found?.kind === 'staff' && found.account.disabledAt !== null;
  if (!found || !verified || disabled) throw invalidCredentials();
  await clearLoginFailures({ db, key: keys.accountFromClient.key });
  await releaseLoginAttempt({
    db,
    counted: attempt.counted.filter(({ key }) => key !== keys.accountFromClient.key),
  });
  if (ip !== 'unknown') await rememberAddress({ db, key: knownKey, now });
  await upgradePasswordHash({ found, password });
  return found;
}

async function findAccount({
  kind,
  organizationKey,
  email,
}: {
  kind: SessionKind;
  organizationKey: string;
  email: string;
}): Promise<AuthenticatedAccount | undefined> {
  if (kind === 'patient') {
    const account = await findPatientByEmail({ organizationKey, email });
    return account && { kind, account };
  }
  const account = await findStaffByEmail({ organizationKey, email });
  return account && { kind, account };
}

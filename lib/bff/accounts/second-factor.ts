import 'server-only';
import QRCode from 'qrcode';
import { BFF_ERROR_CODES, type SessionKind } from '@/lib/contract/bff';
import { createAccountCache } from '@/lib/bff/accounts/account-cache';
import {
  hashRecoveryCode,
  matchingTotpStep,
  newRecoveryCodes,
  newTotpKey,
  normalizeRecoveryCode,
  totpKeyUri,
} from '@/lib/bff/accounts/second-factor-codes';
import { openTotpKey, sealTotpKey } from '@/lib/bff/accounts/second-factor-key-seal';
import {
  claimRecoveryCode,
  claimStep,
  countUnusedRecoveryCodes,
  enableSecondFactor,
  readSecondFactor,
  removeSecondFactor,
  storePendingKey,
  type SecondFactorOwner,
} from '@/lib/bff/accounts/second-factor-store';
import { throttledSecondFactorCheck } from '@/lib/bff/accounts/second-factor-throttle';
import { getAppConfig } from '@/lib/bff/config/current-app-config';
import { ApiError } from '@/lib/bff/http/api-error';
import { getAppDatabase } from '@/lib/bff/records/app-database';

export type { SecondFactorOwner } from '@/lib/bff/accounts/second-factor-store';

/** What a person types at the code step: a code from the app, or one of the recovery codes. */
export type SecondFactorProof = { code: string } | { recoveryCode: string };

export interface SecondFactorStatus {
  enabled: boolean;
  /** Recovery codes not yet used, when enabled. */
  recoveryCodesLeft: number;
}

export interface EnrolmentStart {
  /** Base32, for typing into the app by hand. */
  key: string;
  /** The `otpauth://` address the QR code holds. */
  uri: string;
  /** The QR code as an SVG data URL, drawn here so that the key never goes to a third party. */
  qrCode: string;
}

export function invalidSecondFactor(path: 'code' | 'recoveryCode' = 'code') {
  const message =
    path === 'code'
      ? 'This code is not correct, or was already used. Enter the current code from your app.'
      : 'This recovery code is not correct, or was already used.';
  return new ApiError({
    status: 400,
    code: BFF_ERROR_CODES.invalidSecondFactor,
    message,
    data: { fields: [{ path, message }] },
  });
}

export const secondFactorSetupRequired = () =>
  new ApiError({
    status: 403,
    code: BFF_ERROR_CODES.secondFactorSetupRequired,
    message: 'Admins must set up two-factor sign-in before using the dashboard.',
  });

const stateConflict = (message: string) =>
  new ApiError({ status: 409, code: BFF_ERROR_CODES.secondFactorState, message });

/**
 * Whether an account has an enabled second factor, as the admin gate reads it on every request: kept as
 * briefly as the account rows (ADR 0047) and forgotten by every change this process makes.
 */
const enabledCache = createAccountCache<{ enabled: boolean }>({
  ttlMs: () => getAppConfig().accountCacheMs,
  processWideName: 'second-factor-enabled',
});

const cacheId = (owner: SecondFactorOwner) => `${owner.kind}:${owner.accountId}`;

/** After a change made outside this module (a test's fixture): the next read goes to the database. */
export function forgetSecondFactorStatus(owner: SecondFactorOwner): void {
  enabledCache.forget(cacheId(owner));
}

export async function hasEnabledSecondFactor(owner: SecondFactorOwner): Promise<boolean> {
  const found = await enabledCache.read(
    { organizationKey: owner.organizationKey, id: cacheId(owner) },
    async () => {
      const row = await readSecondFactor(await getAppDatabase(), owner);
      return { enabled: Boolean(row?.enabledAt) };
    },
  );
  return found?.enabled ?? false;
}

export async function secondFactorStatus(owner: SecondFactorOwner): Promise<SecondFactorStatus> {
  const db = await getAppDatabase();
  const row = await readSecondFactor(db, owner);
  if (!row?.enabledAt) return { enabled: false, recoveryCodesLeft: 0 };
  return { enabled: true, recoveryCodesLeft: await countUnusedRecoveryCodes(db, owner) };
}

/** A new key for the person's app; it signs nothing in until a code from it is confirmed. */
export async function startEnrolment({
  owner,
  label,
}: {
  owner: SecondFactorOwner;
  label: string;
}): Promise<EnrolmentStart> {
  const key = newTotpKey();
  const stored = await storePendingKey(await getAppDatabase(), owner, sealTotpKey(key));
  if (!stored)
    throw stateConflict('Two-factor sign-in is already on. Turn it off first to use another device.');
  const uri = totpKeyUri({ key, label });
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { key, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** Whether a code is the key's for a step not used before; the step is claimed when it is. */
async function codeMatches(owner: SecondFactorOwner, code: string, now: Date): Promise<boolean> {
  const db = await getAppDatabase();
  const row = await readSecondFactor(db, owner);
  const key = row && openTotpKey(row.sealedSecret);
  if (!row || !key) return false;
  const step = matchingTotpStep({ key, code, afterStep: row.lastUsedStep, now: now.getTime() });
  return step !== undefined && (await claimStep(db, owner, step));
}

/**
 * Switches two-factor sign-in on once a code from the new key is typed, and answers the ten recovery
 * codes, which are stored only as hashes and never shown again.
 */
export async function confirmEnrolment({
  owner,
  code,
  ip,
  now = new Date(),
}: {
  owner: SecondFactorOwner;
  code: string;
  ip: string;
  now?: Date;
}): Promise<string[]> {
  const db = await getAppDatabase();
  const row = await readSecondFactor(db, owner);
  if (!row) throw stateConflict('Start the set-up again: no key is waiting for a code.');
  if (row.enabledAt) throw stateConflict('Two-factor sign-in is already on.');
  const matched = await throttledSecondFactorCheck({
    db,
    owner,
    ip,
    now,
    check: async () => ((await codeMatches(owner, code, now)) ? true : undefined),
  });
  if (!matched) throw invalidSecondFactor('code');
  const recoveryCodes = newRecoveryCodes();
  const enabled = await enableSecondFactor(db, owner, {
    recoveryCodeHashes: recoveryCodes.map((shown) => hashRecoveryCode(normalizeRecoveryCode(shown)!)),
    now,
  });
  enabledCache.forget(cacheId(owner));
  if (!enabled) throw stateConflict('Two-factor sign-in is already on.');
  return recoveryCodes;
}

/**
 * Checks a second factor under its throttle: a code (each step once) or a recovery code (each once).
 * Answers which one was used; a wrong one is a 400 on its field, too many a 429.
 */
export async function verifySecondFactor({
  owner,
  proof,
  ip,
  now = new Date(),
}: {
  owner: SecondFactorOwner;
  proof: SecondFactorProof;
  ip: string;
  now?: Date;
}): Promise<'code' | 'recovery-code'> {
  const db = await getAppDatabase();
  const row = await readSecondFactor(db, owner);
  const used = await throttledSecondFactorCheck({
    db,
    owner,
    ip,
    now,
    check: async (): Promise<'code' | 'recovery-code' | undefined> => {
      if (!row?.enabledAt) return undefined;
      if ('code' in proof) return (await codeMatches(owner, proof.code, now)) ? 'code' : undefined;
      const normalized = normalizeRecoveryCode(proof.recoveryCode);
      if (!normalized) return undefined;
      return (await claimRecoveryCode(db, owner, { codeHash: hashRecoveryCode(normalized), now }))
        ? 'recovery-code'
        : undefined;
    },
  });
  if (!used) throw invalidSecondFactor('code' in proof ? 'code' : 'recoveryCode');
  return used;
}

/** Turns two-factor sign-in off once a current code (or a recovery code) proves the person has it. */
export async function disableSecondFactor({
  owner,
  proof,
  ip,
  now = new Date(),
}: {
  owner: SecondFactorOwner;
  proof: SecondFactorProof;
  ip: string;
  now?: Date;
}): Promise<void> {
  if (!(await hasEnabledSecondFactor(owner))) throw stateConflict('Two-factor sign-in is already off.');
  await verifySecondFactor({ owner, proof, ip, now });
  await removeSecondFactor(await getAppDatabase(), owner);
  enabledCache.forget(cacheId(owner));
}

/** An admin's reset for a lost device: the key and codes go; whether there was one switched on. */
export async function resetSecondFactor(owner: SecondFactorOwner): Promise<boolean> {
  const removed = await removeSecondFactor(await getAppDatabase(), owner);
  enabledCache.forget(cacheId(owner));
  return removed;
}

export function ownerOf({
  organizationKey,
  kind,
  id,
}: {
  organizationKey: string;
  kind: SessionKind;
  id: string;
}): SecondFactorOwner {
  return { organizationKey, kind, accountId: id };
}

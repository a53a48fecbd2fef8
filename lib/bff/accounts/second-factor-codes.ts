import 'server-only';
import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verifySync } from 'otplib';
import { sha256Hex } from '@/lib/bff/crypto/sha256';

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** One step either side of the server's clock: a phone a little fast or slow, or a code typed late. */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;
export const TOTP_ISSUER = 'Consultations';

export const RECOVERY_CODE_COUNT = 10;
/** No 0/O, 1/I/L, as the password reset's code: read from paper, typed on a keyboard. */
const RECOVERY_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Ten characters of 31: about 50 bits each, too many to guess, so a plain hash is enough. */
const RECOVERY_CODE_LENGTH = 10;

/** A new 160-bit key, Base32 as authenticator apps take it. */
export function newTotpKey(): string {
  return generateSecret();
}

/** What the QR code holds: `otpauth://totp/Issuer:label?secret=…&issuer=…`. */
export function totpKeyUri({ key, label }: { key: string; label: string }): string {
  return generateURI({ issuer: TOTP_ISSUER, label, secret: key });
}

/** Digits only, without the spaces people type or copy along; undefined when it cannot be a code. */
export function normalizeTotpCode(typed: string): string | undefined {
  const code = typed.replace(/[\s-]/g, '');
  return code.length === TOTP_DIGITS && /^\d+$/.test(code) ? code : undefined;
}

/**
 * The time step a code belongs to, when it is the key's code for the step now or one either side and
 * that step is later than `afterStep` (the newest one already used: a code is never accepted twice).
 */
export function matchingTotpStep({
  key,
  code,
  afterStep,
  now = Date.now(),
}: {
  key: string;
  code: string;
  afterStep: number;
  now?: number;
}): number | undefined {
  const token = normalizeTotpCode(code);
  if (!token) return undefined;
  const result = verifySync({
    secret: key,
    token,
    epoch: Math.floor(now / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    afterTimeStep: afterStep > 0 ? afterStep : undefined,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** `ABCDE-FGHJK`, ten of them, for the person to keep. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = Array.from(
      { length: RECOVERY_CODE_LENGTH },
      () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
    ).join('');
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** Upper case, without spaces and dashes; undefined when it cannot be a recovery code. */
export function normalizeRecoveryCode(typed: string): string | undefined {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== RECOVERY_CODE_LENGTH) return undefined;
  return [...code].every((character) => RECOVERY_CODE_ALPHABET.includes(character)) ? code : undefined;
}

export function hashRecoveryCode(normalized: string): string {
  return sha256Hex(`second-factor-recovery:${normalized}`);
}

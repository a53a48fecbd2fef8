import 'server-only';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { newSecret } from '@/lib/bff/crypto/random-values';
import { sha256Hex } from '@/lib/bff/crypto/sha256';
import { getSessionSecret } from '@/lib/bff/session/session';

/** No 0/O, 1/I/L: a code read from a phone and typed on a computer survives the trip. */
export const RESET_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const RESET_CODE_LENGTH = 8;

/**
 * What a pair of secrets is for: each is hashed under its purpose, so a secret made for one never
 * matches a hash kept for another. Password resets (ADR 0087) and address confirmations (ADR 0088).
 */
export type SecretPurpose = 'password-reset' | 'registration';

export interface ResetSecrets {
  /** 256 random bits, base64url: goes only into the link. */
  token: string;
  /** `ABCD-EFGH`: goes only into the e-mail. */
  code: string;
  tokenHash: string;
  codeHash: string;
}

/** The link's token is stored as its SHA-256: 256 random bits need no slow hash. */
export const hashResetToken = (token: string, purpose: SecretPurpose = 'password-reset') =>
  sha256Hex(`${purpose}:${token}`);

/**
 * The code has about 40 bits, few enough to try every one against a plain hash: it is keyed with the
 * server's session secret, so a copy of the table alone does not give it away.
 */
export function hashResetCode(code: string, purpose: SecretPurpose = 'password-reset'): string {
  return createHmac('sha256', getSessionSecret()).update(`${purpose}-code:${code}`).digest('hex');
}

/** Upper case, without the spaces and dashes people type or copy along; undefined when it cannot be a code. */
export function normalizeResetCode(typed: string): string | undefined {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== RESET_CODE_LENGTH) return undefined;
  return [...code].every((character) => RESET_CODE_ALPHABET.includes(character)) ? code : undefined;
}

export function codeMatches(
  code: string,
  storedHash: string,
  purpose: SecretPurpose = 'password-reset',
): boolean {
  return timingSafeEqual(Buffer.from(hashResetCode(code, purpose), 'hex'), Buffer.from(storedHash, 'hex'));
}

/** Made for every request, for a known address or not, so both take the same work. */
export function newResetSecrets(purpose: SecretPurpose = 'password-reset'): ResetSecrets {
  const token = newSecret(32);
  const code = Array.from(
    { length: RESET_CODE_LENGTH },
    () => RESET_CODE_ALPHABET[randomInt(RESET_CODE_ALPHABET.length)],
  ).join('');
  return { token, code, tokenHash: hashResetToken(token, purpose), codeHash: hashResetCode(code, purpose) };
}

/** As the e-mail shows it: two groups of four. */
export const displayResetCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

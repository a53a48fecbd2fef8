import 'server-only';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { normalizePassword } from '@/lib/contract/bff/password-policy';
import { passwordHashing } from '@/lib/bff/accounts/hashing-limiter';

/**
 * Password hashes are `scrypt$<N>$<r>$<p>$<salt>$<hash>` (salt and hash base64url): each hash is verified
 * with its own cost, and one below the current cost is replaced at the next successful sign-in (ADR 0084).
 */

const SCHEME = 'scrypt';
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}
/** OWASP's scrypt setting: 128 MiB and about half a second of one core per hash on the target. */
export const PASSWORD_HASH_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
/**
 * E2E_FAST_PASSWORD_HASHING=1 (Vitest and the end-to-end server, which register many accounts): a cost
 * 128 times lower. A test switch: a production server refuses it without ALLOW_TEST_SWITCHES=1, and off loopback.
 */
export const FAST_PASSWORD_HASH_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

/** Read on every hash rather than once, so that a test can switch it off around one case. */
export function currentPasswordHashCost(env: Record<string, string | undefined> = process.env): ScryptCost {
  return env.E2E_FAST_PASSWORD_HASHING === '1' ? FAST_PASSWORD_HASH_COST : PASSWORD_HASH_COST;
}

function deriveKey(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default maxmem is 32 MiB, below what N=2^17 needs.
  const options: ScryptOptions = { ...cost, maxmem: 2 * 128 * cost.N * cost.r };
  return passwordHashing.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(normalizePassword(password), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

export async function hashPassword(
  password: string,
  cost: ScryptCost = currentPasswordHashCost(),
): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await deriveKey(password, salt, cost);
  const { N, r, p } = cost;
  return [SCHEME, N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Costs above these are refused as unreadable: a stored hash must not make a sign-in take minutes. */
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

function parseHash(stored: string) {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (
    scheme !== SCHEME ||
    !salt ||
    !key ||
    !Object.values(cost).every((value) => Number.isInteger(value) && value > 0) ||
    cost.N > MAX_N ||
    cost.r > MAX_R ||
    cost.p > MAX_P
  ) {
    return undefined;
  }
  return { cost, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/**
 * False for a wrong password and for a hash this module cannot read; never throws for either. Rejects
 * with a 429 when too many hashes are already running or waiting in this process.
 */
export async function verifyPassword({
  password,
  hash,
}: {
  password: string;
  hash: string;
}): Promise<boolean> {
  const parsed = parseHash(hash);
  if (!parsed || parsed.key.length !== KEY_LENGTH) return false;
  const candidate = await deriveKey(password, parsed.salt, parsed.cost);
  return timingSafeEqual(candidate, parsed.key);
}

/** Whether a stored hash was made at a lower cost than new ones are: it is replaced at the next sign-in. */
export function needsRehash(hash: string, target: ScryptCost = currentPasswordHashCost()): boolean {
  const parsed = parseHash(hash);
  if (!parsed) return false;
  const { N, r, p } = parsed.cost;
  return N < target.N || r < target.r || p < target.p;
}

let decoyHash: { cost: ScryptCost; hash: Promise<string> } | undefined;

/**
 * Spends the time of one verification when there is no account to verify against, so that response
 * times do not tell which e-mail addresses have accounts.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  const cost = currentPasswordHashCost();
  if (decoyHash?.cost !== cost) {
    const hash = hashPassword(randomBytes(16).toString('hex'), cost);
    // A decoy refused for a full queue is made again next time rather than kept as a failure.
    hash.catch(() => {
      if (decoyHash?.hash === hash) decoyHash = undefined;
    });
    decoyHash = { cost, hash };
  }
  await verifyPassword({ password, hash: await decoyHash.hash });
  return false;
}

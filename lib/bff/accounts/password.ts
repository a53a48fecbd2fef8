import 'server-only';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes are `scrypt$<N>$<r>$<p>$<salt>$<hash>` (salt and hash base64url), so that the cost can
 * be raised later without invalidating the hashes already stored.
 */

const SCHEME = 'scrypt';
const DEFAULT_COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function deriveKey(
  password: string,
  salt: Buffer,
  cost: { N: number; r: number; p: number },
): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await deriveKey(password, salt, DEFAULT_COST);
  const { N, r, p } = DEFAULT_COST;
  return [SCHEME, N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parseHash(stored: string) {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (
    scheme !== SCHEME ||
    !salt ||
    !key ||
    !Object.values(cost).every((value) => Number.isInteger(value) && value > 0)
  ) {
    return undefined;
  }
  return { cost, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/** False for a wrong password and for a hash this module cannot read; never throws for either. */
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

let decoyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification when there is no account to verify against, so that response
 * times do not tell which e-mail addresses have accounts.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword({ password, hash: await decoyHash });
  return false;
}

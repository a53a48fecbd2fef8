import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  currentPasswordHashCost,
  FAST_PASSWORD_HASH_COST,
  hashPassword,
  needsRehash,
  PASSWORD_HASH_COST,
  verifyAgainstDecoy,
  verifyPassword,
} from '@/lib/bff/accounts/password';

/** A hash as an older version stored it: scrypt at N=2^15. */
function olderHash(password: string): string {
  const salt = Buffer.from('0123456789abcdef');
  const key = scryptSync(password, salt, 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return `scrypt$32768$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(await verifyPassword({ password: 'correct horse battery', hash })).toBe(true);
    expect(await verifyPassword({ password: 'correct horse batterY', hash })).toBe(false);
  });

  it('hashes at N=2^17, r=8, p=1 unless the test switch lowers the cost', () => {
    expect(PASSWORD_HASH_COST).toEqual({ N: 131072, r: 8, p: 1 });
    expect(currentPasswordHashCost({})).toEqual(PASSWORD_HASH_COST);
    expect(currentPasswordHashCost({ E2E_FAST_PASSWORD_HASHING: '' })).toEqual(PASSWORD_HASH_COST);
    expect(currentPasswordHashCost({ E2E_FAST_PASSWORD_HASHING: '1' })).toEqual(FAST_PASSWORD_HASH_COST);
    // Vitest sets the switch (vitest.config.ts).
    expect(currentPasswordHashCost()).toEqual(FAST_PASSWORD_HASH_COST);
  });

  it('encodes the scheme, the cost and a fresh salt in every hash', async () => {
    const [first, second] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword({ password: 'same password', hash: second })).toBe(true);
  });

  it('hashes at the full cost within the memory Node allows it', async () => {
    const hash = await hashPassword('a long password', PASSWORD_HASH_COST);
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword({ password: 'a long password', hash })).toBe(true);
  });

  it('reads the cost from the hash, so that older hashes keep working', async () => {
    const older = olderHash('a long password');
    expect(await verifyPassword({ password: 'a long password', hash: older })).toBe(true);
    expect(await verifyPassword({ password: 'a long passworD', hash: older })).toBe(false);
  });

  it('compares in NFKC, so that a composed and a decomposed "é" are the same password', async () => {
    const hash = await hashPassword('caf\u00e9 au lait, s\u2019il vous pla\u00eet');
    expect(await verifyPassword({ password: 'cafe\u0301 au lait, s\u2019il vous plai\u0302t', hash })).toBe(
      true,
    );
  });

  it('asks for a new hash when the stored one costs less than new ones', () => {
    expect(needsRehash(olderHash('x'), PASSWORD_HASH_COST)).toBe(true);
    expect(needsRehash(olderHash('x'), FAST_PASSWORD_HASH_COST)).toBe(false);
    expect(needsRehash('scrypt$131072$8$1$c2FsdA$a2V5', PASSWORD_HASH_COST)).toBe(false);
    expect(needsRehash('scrypt$131072$4$1$c2FsdA$a2V5', PASSWORD_HASH_COST)).toBe(true);
    expect(needsRehash('plain', PASSWORD_HASH_COST)).toBe(false);
  });

  it('returns false for a hash it cannot read instead of throwing', async () => {
    for (const hash of [
      '',
      'plain',
      'bcrypt$1$2$3$x$y',
      'scrypt$x$8$1$c2FsdA$a2V5',
      'scrypt$1024$8$1$c2FsdA$c2hvcnQ',
      // A cost that would take minutes and gigabytes is not attempted.
      `scrypt$${2 ** 24}$8$1$c2FsdA$${'a'.repeat(86)}`,
    ]) {
      expect(await verifyPassword({ password: 'anything at all', hash })).toBe(false);
    }
  });

  it('spends a verification when there is no account', async () => {
    expect(await verifyAgainstDecoy('whatever password')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '@/lib/bff/accounts/password';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(await verifyPassword({ password: 'correct horse battery', hash })).toBe(true);
    expect(await verifyPassword({ password: 'correct horse batterY', hash })).toBe(false);
  });

  it('encodes the scheme, the cost and a fresh salt in every hash', async () => {
    const [first, second] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword({ password: 'same password', hash: second })).toBe(true);
  });

  it('reads the cost from the hash, so that older hashes keep working', async () => {
    const hash = await hashPassword('a long password');
    const [, , , , salt] = hash.split('$');
    const { scryptSync } = await import('node:crypto');
    const cheap = scryptSync('a long password', Buffer.from(salt!, 'base64url'), 64, { N: 1024, r: 8, p: 1 });
    const older = `scrypt$1024$8$1$${salt}$${cheap.toString('base64url')}`;
    expect(await verifyPassword({ password: 'a long password', hash: older })).toBe(true);
  });

  it('returns false for a hash it cannot read instead of throwing', async () => {
    for (const hash of [
      '',
      'plain',
      'bcrypt$1$2$3$x$y',
      'scrypt$x$8$1$c2FsdA$a2V5',
      'scrypt$1024$8$1$c2FsdA$c2hvcnQ',
    ]) {
      expect(await verifyPassword({ password: 'anything at all', hash })).toBe(false);
    }
  });

  it('spends a verification when there is no account', async () => {
    expect(await verifyAgainstDecoy('whatever password')).toBe(false);
  });
});

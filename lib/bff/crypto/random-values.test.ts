import { describe, expect, it } from 'vitest';
import { newId, newSecret } from '@/lib/bff/crypto/random-values';

describe('ids', () => {
  it('are the prefix and 20 base64url characters (15 random bytes)', () => {
    expect(newId('bff')).toMatch(/^bff_[A-Za-z0-9_-]{20}$/);
  });

  it('never repeat, also across many refills of the pool they are drawn from', () => {
    const ids = Array.from({ length: 5_000 }, () => newId('req'));
    expect(new Set(ids).size).toBe(ids.length);
    // Every byte value turns up in every position: the pool is refilled, never reused.
    const firstCharacters = new Set(ids.map((id) => id.charAt(4)));
    expect(firstCharacters.size).toBe(64);
  });

  it('secrets stay fresh from the generator, of the length asked for', () => {
    expect(Buffer.from(newSecret(32), 'base64url')).toHaveLength(32);
    expect(newSecret(16)).not.toBe(newSecret(16));
  });
});

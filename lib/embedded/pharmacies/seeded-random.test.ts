import { describe, expect, it } from 'vitest';
import { hashString, mulberry32, pick, randomInt, seededRandom } from './seeded-random';

describe('hashString', () => {
  it('is 32-bit FNV-1a', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
    expect(hashString('foobar')).toBe(0xbf9cf968);
  });
});

describe('seeded random numbers', () => {
  it('repeat for the same seed and differ for another', () => {
    const first = Array.from({ length: 5 }, seededRandom('key'));
    const again = Array.from({ length: 5 }, seededRandom('key'));
    const other = Array.from({ length: 5 }, seededRandom('other key'));
    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
  });

  it('stay in [0, 1)', () => {
    const random = mulberry32(42);
    for (let index = 0; index < 10_000; index++) {
      const value = random();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('give integers over the whole inclusive range', () => {
    const random = mulberry32(7);
    const seen = new Set(Array.from({ length: 1_000 }, () => randomInt(random, 1, 6)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('pick from a list, and refuse an empty one', () => {
    const random = mulberry32(1);
    expect(['a', 'b', 'c']).toContain(pick(random, ['a', 'b', 'c']));
    expect(() => pick(random, [])).toThrow();
  });
});

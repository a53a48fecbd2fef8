import { describe, expect, it } from 'vitest';
import { dictionary } from '@zxcvbn-ts/language-common';
import { isCommonPassword } from '@/lib/bff/accounts/common-passwords';

describe('isCommonPassword', () => {
  it('refuses 1234567890 and password1234', () => {
    expect(isCommonPassword('1234567890')).toBe(true);
    expect(isCommonPassword('password1234')).toBe(true);
  });

  it('refuses entries of the list whatever their case', () => {
    const list = dictionary['passwords-common'];
    expect(list.length).toBeGreaterThan(40_000);
    for (const entry of ['qwertyuiop', 'iloveyou', 'manchester', '1q2w3e4r5t']) {
      expect(list).toContain(entry);
      expect(isCommonPassword(entry)).toBe(true);
    }
    expect(isCommonPassword('QwertyUIOP')).toBe(true);
    expect(isCommonPassword(list[40_000]!)).toBe(true);
  });

  it('refuses a listed word with digits or symbols added at its end', () => {
    expect(isCommonPassword('manchester2024!')).toBe(true);
    expect(isCommonPassword('Dragon!!2024')).toBe(true);
    expect(isCommonPassword('sunshine 99')).toBe(true);
  });

  it('strips nothing from the middle, nor to leave fewer than 4 characters', () => {
    expect(isCommonPassword('2024manchester-rainy')).toBe(false);
    // "dog" is on the list, but three characters say too little.
    expect(isCommonPassword('dog')).toBe(true);
    expect(isCommonPassword('dog!@#$%^&*()')).toBe(false);
  });

  it('accepts passwords not on the list', () => {
    expect(isCommonPassword('correct-horse-battery')).toBe(false);
    expect(isCommonPassword('blue-hair-and-pearls-2026')).toBe(false);
  });
});

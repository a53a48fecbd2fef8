import { describe, expect, it } from 'vitest';
import { checkPasswordPolicy } from './password-policy';

describe('checkPasswordPolicy', () => {
  it('accepts ten or more characters that are not all the same', () => {
    expect(checkPasswordPolicy('abcdefghij')).toBeUndefined();
    expect(checkPasswordPolicy('pässwörd-ü')).toBeUndefined();
  });

  it('refuses short, one-character and overlong passwords with a reason', () => {
    expect(checkPasswordPolicy('abcdefghi')).toMatch(/at least 10/);
    expect(checkPasswordPolicy('aaaaaaaaaaaa')).toMatch(/more than one distinct/);
    expect(checkPasswordPolicy('ab'.repeat(200))).toMatch(/at most 256/);
  });
});

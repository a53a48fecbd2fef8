import { describe, expect, it } from 'vitest';
import { checkPasswordPolicy, passwordLength } from './password-policy';

describe('checkPasswordPolicy', () => {
  it('accepts from 10 to 128 characters, with no rule on the kinds of character', () => {
    expect(checkPasswordPolicy('abcdefghij')).toBeUndefined();
    expect(checkPasswordPolicy('ab'.repeat(64))).toBeUndefined();
    expect(checkPasswordPolicy('all lower case words')).toBeUndefined();
    expect(checkPasswordPolicy('pässwörd-ü')).toBeUndefined();
  });

  it('refuses 9 and 129 characters with a reason', () => {
    expect(checkPasswordPolicy('abcdefghi')).toBe('Use at least 10 characters.');
    expect(checkPasswordPolicy(`${'ab'.repeat(64)}c`)).toBe('Use at most 128 characters.');
  });

  it('counts Unicode code points after NFKC normalization', () => {
    // Ten emoji outside the Basic Multilingual Plane are twenty UTF-16 units, but ten characters.
    const emoji = '🌵🐢🍩🎷📚🚀🌈🧩🎲🪐';
    expect(emoji.length).toBe(20);
    expect(passwordLength(emoji)).toBe(10);
    expect(checkPasswordPolicy(emoji)).toBeUndefined();
    expect(checkPasswordPolicy(emoji.repeat(13))).toBe('Use at most 128 characters.');
    // "e" and a combining acute accent compose to one "é": five characters, not ten.
    expect(passwordLength('e\u0301'.repeat(5))).toBe(5);
    expect(checkPasswordPolicy('e\u0301a\u0301o\u0301u\u0301i\u0301')).toBe('Use at least 10 characters.');
    // The ligature "ﬀ" is "ff" in NFKC: nine ligatures are eighteen characters.
    expect(passwordLength('ﬀ'.repeat(9))).toBe(18);
    expect(checkPasswordPolicy('ﬀ'.repeat(5))).toBe('Use more than one distinct character.');
  });

  it('refuses one character repeated', () => {
    expect(checkPasswordPolicy('aaaaaaaaaaaa')).toBe('Use more than one distinct character.');
  });

  it("refuses the e-mail address's local part, whatever the case, when it has at least 4 characters", () => {
    const owner = { email: 'Marge.B@springfield.test' };
    expect(checkPasswordPolicy('my-MARGE.b-password', owner)).toBe(
      'Do not use your e-mail address in your password.',
    );
    expect(checkPasswordPolicy('marge-b-and-homer', owner)).toBeUndefined();
    expect(checkPasswordPolicy('kwik-e-mart-with-bob', { email: 'bob@springfield.test' })).toBeUndefined();
    expect(checkPasswordPolicy('kwik-e-mart-with-bobo', { email: 'bobo@springfield.test' })).toBe(
      'Do not use your e-mail address in your password.',
    );
  });

  it('refuses the first or last name, whatever the case, when it has at least 3 characters', () => {
    const owner = { firstName: 'Ned', lastName: 'Flanders', email: 'neighbour@springfield.test' };
    expect(checkPasswordPolicy('okily-NED-dokily', owner)).toBe('Do not use your name in your password.');
    expect(checkPasswordPolicy('diddly-flanders-9', owner)).toBe('Do not use your name in your password.');
    expect(checkPasswordPolicy('okily-dokily-ne', owner)).toBeUndefined();
    expect(
      checkPasswordPolicy('maggie-and-lisa-at-home', { firstName: 'Al', lastName: null }),
    ).toBeUndefined();
    // Compared in NFKC too: a full-width name is the same name.
    expect(checkPasswordPolicy('okily-ＮＥＤ-dokily', owner)).toBe('Do not use your name in your password.');
  });
});

import { generateSync } from 'otplib';
import { describe, expect, it, vi } from 'vitest';
import {
  hashRecoveryCode,
  matchingTotpStep,
  newRecoveryCodes,
  newTotpKey,
  normalizeRecoveryCode,
  normalizeTotpCode,
  RECOVERY_CODE_COUNT,
  totpKeyUri,
} from '@/lib/bff/accounts/second-factor-codes';

vi.mock('server-only', () => ({}));

const NOW = Date.UTC(2026, 10, 27, 12, 0, 15);
const STEP = Math.floor(NOW / 30_000);
const codeAt = (key: string, steps: number) => generateSync({ secret: key, epoch: NOW / 1000 + steps * 30 });

describe('TOTP codes', () => {
  it('follows RFC 6238 (its SHA-1 test vector, eight digits, at 59 s)', () => {
    // RFC 6238 appendix B: key "12345678901234567890", T = 59 → 94287082.
    const key = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(generateSync({ secret: key, epoch: 59, digits: 8 })).toBe('94287082');
  });

  it('makes 160-bit Base32 keys and an otpauth address with the issuer and the label', () => {
    const key = newTotpKey();
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpKey()).not.toBe(key);
    const uri = new URL(totpKeyUri({ key, label: 'admin@clinic.test' }));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(key);
    expect(uri.searchParams.get('issuer')).toBe('Consultations');
    expect(decodeURIComponent(uri.pathname)).toContain('admin@clinic.test');
  });

  it('accepts the current code and one step either side, and nothing further', () => {
    const key = newTotpKey();
    expect(matchingTotpStep({ key, code: codeAt(key, 0), afterStep: 0, now: NOW })).toBe(STEP);
    expect(matchingTotpStep({ key, code: codeAt(key, -1), afterStep: 0, now: NOW })).toBe(STEP - 1);
    expect(matchingTotpStep({ key, code: codeAt(key, 1), afterStep: 0, now: NOW })).toBe(STEP + 1);
    expect(matchingTotpStep({ key, code: codeAt(key, -2), afterStep: 0, now: NOW })).toBeUndefined();
    expect(matchingTotpStep({ key, code: codeAt(key, 2), afterStep: 0, now: NOW })).toBeUndefined();
  });

  it('never accepts a step already used, nor one before it', () => {
    const key = newTotpKey();
    const code = codeAt(key, 0);
    expect(matchingTotpStep({ key, code, afterStep: STEP, now: NOW })).toBeUndefined();
    expect(matchingTotpStep({ key, code: codeAt(key, -1), afterStep: STEP, now: NOW })).toBeUndefined();
    expect(matchingTotpStep({ key, code: codeAt(key, 1), afterStep: STEP, now: NOW })).toBe(STEP + 1);
  });

  it('takes a code with spaces, refuses what cannot be one, and another key’s code', () => {
    const key = newTotpKey();
    const code = codeAt(key, 0);
    expect(
      matchingTotpStep({ key, code: `${code.slice(0, 3)} ${code.slice(3)}`, afterStep: 0, now: NOW }),
    ).toBe(STEP);
    expect(normalizeTotpCode('12345')).toBeUndefined();
    expect(normalizeTotpCode('12345a')).toBeUndefined();
    expect(normalizeTotpCode('1'.repeat(10_000))).toBeUndefined();
    expect(matchingTotpStep({ key: newTotpKey(), code, afterStep: 0, now: NOW })).toBeUndefined();
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes that read back as typed, in any case and with or without the dash', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
    const [first] = codes;
    const normalized = normalizeRecoveryCode(first!);
    expect(normalized).toBe(first!.replace('-', ''));
    expect(normalizeRecoveryCode(` ${first!.toLowerCase().replace('-', ' ')} `)).toBe(normalized);
    expect(normalizeRecoveryCode('ABCDE-FGHI0')).toBeUndefined();
    expect(normalizeRecoveryCode('SHORT')).toBeUndefined();
  });

  it('are kept as hashes that do not contain the code', () => {
    const hash = hashRecoveryCode('ABCDEFGHJK');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('ABCDEFGHJK');
    expect(hashRecoveryCode('ABCDEFGHJM')).not.toBe(hash);
  });
});

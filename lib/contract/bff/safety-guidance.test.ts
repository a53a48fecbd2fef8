import { describe, expect, it } from 'vitest';
import { safetyGuidanceSchema } from './safety-guidance';
import { DEFAULT_SAFETY_GUIDANCE } from './safety-guidance-values';

describe('safety guidance', () => {
  it('defaults to 911 and the 988 crisis line', () => {
    expect(
      safetyGuidanceSchema.parse(DEFAULT_SAFETY_GUIDANCE).contacts.map((contact) => contact.phone),
    ).toEqual(['911', '988']);
  });

  it('refuses a number that is not dialable and an empty list', () => {
    expect(
      safetyGuidanceSchema.safeParse({ message: 'Call', contacts: [{ label: 'X', phone: 'call me' }] })
        .success,
    ).toBe(false);
    expect(safetyGuidanceSchema.safeParse({ message: 'Call', contacts: [] }).success).toBe(false);
  });
});

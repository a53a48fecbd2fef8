import { describe, expect, it } from 'vitest';
import { addressSchema, putAddressBodySchema } from './address';
import { missingAddressFields } from './address-values';
import { missingBookingPrerequisites, missingPharmacyPrerequisites } from './prerequisites';

const EVERGREEN_TERRACE = {
  line1: '742 Evergreen Terrace',
  city: 'Springfield',
  state: 'OR',
  postalCode: '97403',
};

describe('putAddressBodySchema', () => {
  it('accepts an empty body, a full one and trims text', () => {
    expect(putAddressBodySchema.parse({})).toEqual({});
    expect(
      putAddressBodySchema.parse({ ...EVERGREEN_TERRACE, line1: '  742 Evergreen Terrace ', line2: 'Apt 2' }),
    ).toEqual({
      ...EVERGREEN_TERRACE,
      line2: 'Apt 2',
    });
  });

  it('accepts every state code including DC', () => {
    expect(putAddressBodySchema.safeParse({ state: 'DC' }).success).toBe(true);
    expect(putAddressBodySchema.safeParse({ state: 'WY' }).success).toBe(true);
  });

  it('rejects lower-case, unknown and territory state codes', () => {
    for (const state of ['ca', 'Ca', 'XX', 'PR', 'California', '']) {
      expect(putAddressBodySchema.safeParse({ state }).success, state).toBe(false);
    }
  });

  it('rejects blank and overlong text', () => {
    expect(putAddressBodySchema.safeParse({ line1: '   ' }).success).toBe(false);
    expect(putAddressBodySchema.safeParse({ line1: 'x'.repeat(200) }).success).toBe(true);
    expect(putAddressBodySchema.safeParse({ line1: 'x'.repeat(201) }).success).toBe(false);
    expect(putAddressBodySchema.safeParse({ city: 'x'.repeat(101) }).success).toBe(false);
  });

  it('accepts ZIP and ZIP+4 only', () => {
    expect(putAddressBodySchema.parse({ postalCode: ' 97403-1234 ' }).postalCode).toBe('97403-1234');
    for (const postalCode of ['9740', '974031', 'SW1A 1AA', '97403-12']) {
      expect(putAddressBodySchema.safeParse({ postalCode }).success, postalCode).toBe(false);
    }
  });

  it('rejects unknown fields and null', () => {
    expect(putAddressBodySchema.safeParse({ country: 'US' }).success).toBe(false);
    expect(putAddressBodySchema.safeParse({ line2: null }).success).toBe(false);
  });
});

describe('addressSchema (read)', () => {
  it('accepts nulls and any state, keeping unknown fields', () => {
    const address = {
      line1: null,
      line2: null,
      city: 'Springfield',
      state: 'Oregon',
      postalCode: null,
      country: 'US',
    };
    expect(addressSchema.parse(address)).toEqual(address);
  });
});

describe('missingAddressFields', () => {
  it('lists the absent or blank fields of a full address', () => {
    expect(missingAddressFields(EVERGREEN_TERRACE)).toEqual([]);
    expect(missingAddressFields({ ...EVERGREEN_TERRACE, city: ' ', postalCode: null })).toEqual([
      'city',
      'postalCode',
    ]);
    expect(missingAddressFields(null)).toEqual(['line1', 'city', 'state', 'postalCode']);
  });
});

describe('prerequisites', () => {
  it('lists missing user fields, then address fields under address.', () => {
    expect(
      missingBookingPrerequisites({ user: { firstName: 'Homer', lastName: null }, address: { line1: 'x' } }),
    ).toEqual(['lastName', 'phoneNumber', 'address.city', 'address.state', 'address.postalCode']);
    expect(
      missingBookingPrerequisites({
        user: { firstName: 'Homer', lastName: 'Simpson', phoneNumber: '+15550104242' },
        address: EVERGREEN_TERRACE,
      }),
    ).toEqual([]);
  });

  it('lists what a pharmacy needs', () => {
    expect(missingPharmacyPrerequisites({ firstName: 'Homer', lastName: 'Simpson' })).toEqual([
      'dateOfBirth',
      'sex',
    ]);
    expect(
      missingPharmacyPrerequisites({
        firstName: 'Homer',
        lastName: 'Simpson',
        dateOfBirth: '1956-05-12',
        sex: 'male',
      }),
    ).toEqual([]);
  });
});

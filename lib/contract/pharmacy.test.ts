import { describe, expect, it } from 'vitest';
import {
  pharmacySchema,
  pharmacySearchBodySchema,
  pharmacySearchDataSchema,
  putPharmacyBodySchema,
} from './pharmacy';
import { toFieldIssues } from './validation';

const KWIK_E_MART_PHARMACY = {
  name: 'Kwik-E-Mart Pharmacy',
  ncpdpId: '1234567',
  address: { line1: '1 Main St', city: 'Springfield', state: 'OR', postalCode: '97403' },
  phoneNumber: '+15550100000',
};

describe('pharmacySearchBodySchema', () => {
  it('accepts an empty term and a term of 200 characters but not 201', () => {
    expect(pharmacySearchBodySchema.parse({ searchTerm: '' })).toEqual({ searchTerm: '' });
    expect(pharmacySearchBodySchema.safeParse({ searchTerm: 'x'.repeat(200) }).success).toBe(true);
    expect(pharmacySearchBodySchema.safeParse({ searchTerm: 'x'.repeat(201) }).success).toBe(false);
  });

  it('requires searchTerm', () => {
    expect(pharmacySearchBodySchema.safeParse({ state: 'OR' }).success).toBe(false);
  });

  it('accepts coordinates together, at their bounds', () => {
    expect(
      pharmacySearchBodySchema.safeParse({ searchTerm: '', latitude: 90, longitude: -180 }).success,
    ).toBe(true);
    expect(
      pharmacySearchBodySchema.safeParse({ searchTerm: '', latitude: -90, longitude: 180 }).success,
    ).toBe(true);
  });

  it('rejects coordinates out of range', () => {
    expect(pharmacySearchBodySchema.safeParse({ searchTerm: '', latitude: 90.1, longitude: 0 }).success).toBe(
      false,
    );
    expect(
      pharmacySearchBodySchema.safeParse({ searchTerm: '', latitude: 0, longitude: -180.1 }).success,
    ).toBe(false);
  });

  it('rejects one coordinate without the other, naming the missing one', () => {
    const onlyLatitude = pharmacySearchBodySchema.safeParse({ searchTerm: '', latitude: 44.05 });
    expect(toFieldIssues(onlyLatitude.error!).map((issue) => issue.path)).toEqual(['longitude']);
    const onlyLongitude = pharmacySearchBodySchema.safeParse({ searchTerm: '', longitude: -123.09 });
    expect(toFieldIssues(onlyLongitude.error!).map((issue) => issue.path)).toEqual(['latitude']);
  });

  it('checks state and rejects unknown fields', () => {
    expect(pharmacySearchBodySchema.safeParse({ searchTerm: '', state: 'DC' }).success).toBe(true);
    expect(pharmacySearchBodySchema.safeParse({ searchTerm: '', state: 'or' }).success).toBe(false);
    expect(pharmacySearchBodySchema.safeParse({ searchTerm: '', radiusMiles: 5 }).success).toBe(false);
  });
});

describe('putPharmacyBodySchema', () => {
  it('accepts a 7-digit NCPDP id only', () => {
    expect(putPharmacyBodySchema.safeParse({ ncpdpId: '1234567' }).success).toBe(true);
    for (const ncpdpId of ['123456', '12345678', '12345a7', '']) {
      expect(putPharmacyBodySchema.safeParse({ ncpdpId }).success, ncpdpId).toBe(false);
    }
    expect(putPharmacyBodySchema.safeParse({ ncpdpId: 1234567 }).success).toBe(false);
    expect(putPharmacyBodySchema.safeParse({ ncpdpId: '1234567', name: 'x' }).success).toBe(false);
  });
});

describe('pharmacy results (read)', () => {
  it('parse items with and without distance, keeping unknown fields', () => {
    const data = {
      pharmacies: [KWIK_E_MART_PHARMACY, { ...KWIK_E_MART_PHARMACY, distanceMiles: 1.2, open24h: true }],
    };
    expect(pharmacySearchDataSchema.parse(data)).toEqual(data);
  });

  it('reject an item without its address', () => {
    const { address: _address, ...withoutAddress } = KWIK_E_MART_PHARMACY;
    expect(pharmacySchema.safeParse(withoutAddress).success).toBe(false);
  });
});

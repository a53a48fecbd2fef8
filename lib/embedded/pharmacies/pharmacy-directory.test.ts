import { describe, expect, it } from 'vitest';
import { US_STATE_CODES } from '@/lib/contract/us-states';
import {
  buildPharmacyDirectory,
  findPharmacyByNcpdpId,
  getPharmacyDirectory,
  PEOPLE_PER_PHARMACY,
} from './pharmacy-directory';
import { loadZipCodeAreas } from './zip-code-areas';

const directory = getPharmacyDirectory();
const areas = loadZipCodeAreas();

function residentsBy(key: (area: (typeof areas)[number]) => string): Map<string, number> {
  const totals = new Map<string, number>();
  for (const area of areas) totals.set(key(area), (totals.get(key(area)) ?? 0) + area.population);
  return totals;
}

function countBy(key: (pharmacy: (typeof directory)[number]) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const pharmacy of directory) counts.set(key(pharmacy), (counts.get(key(pharmacy)) ?? 0) + 1);
  return counts;
}

describe('pharmacy directory', () => {
  it('holds at least 2,000 pharmacies', () => {
    expect(directory.length).toBeGreaterThanOrEqual(2_000);
  });

  it('gives each pharmacy a unique 7-digit NCPDP id', () => {
    const ids = directory.map((pharmacy) => pharmacy.ncpdpId);
    expect(ids.every((id) => /^\d{7}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has pharmacies in every state and DC, in proportion to their residents', () => {
    const residents = residentsBy((area) => area.state);
    const counts = countBy((pharmacy) => pharmacy.address.state);
    for (const state of US_STATE_CODES) {
      expect(counts.get(state) ?? 0, state).toBeGreaterThan(0);
      const expected = (residents.get(state) ?? 0) / PEOPLE_PER_PHARMACY;
      expect(Math.abs((counts.get(state) ?? 0) - expected), state).toBeLessThanOrEqual(1);
    }
  });

  it('has pharmacies in every city of over 100,000 residents, more in bigger ones', () => {
    const residents = residentsBy((area) => `${area.city}, ${area.state}`);
    const counts = countBy((pharmacy) => `${pharmacy.address.city}, ${pharmacy.address.state}`);
    const bigCities = [...residents].filter(([, population]) => population > 100_000);
    expect(bigCities.length).toBeGreaterThan(400);
    for (const [city, population] of bigCities) {
      expect(counts.get(city) ?? 0, city).toBeGreaterThanOrEqual(
        Math.floor(population / PEOPLE_PER_PHARMACY),
      );
    }
    expect(counts.get('Houston, TX')).toBeGreaterThan(50);
    expect(counts.get('Chicago, IL')).toBeGreaterThan(counts.get('Milwaukee, WI') ?? 0);
    expect(counts.get('Milwaukee, WI')).toBeGreaterThan(counts.get('Green Bay, WI') ?? 0);
  });

  it('places each pharmacy at the centroid of its real ZIP code', () => {
    const areaByZip = new Map(areas.map((area) => [area.zip, area]));
    const misplaced = directory.filter((pharmacy) => {
      const area = areaByZip.get(pharmacy.address.postalCode);
      return (
        area?.city !== pharmacy.address.city ||
        area.state !== pharmacy.address.state ||
        area.latitude !== pharmacy.latitude ||
        area.longitude !== pharmacy.longitude
      );
    });
    expect(misplaced).toEqual([]);
  });

  it('gives plausible names, street lines and fictional phone numbers', () => {
    const implausible = directory.filter(
      (pharmacy) =>
        !/(Pharmacy|Drug|Apothecary|Rx)( #\d{4})?$/.test(pharmacy.name) ||
        /\b(CVS|Walgreens|Rite Aid|Walmart|Kroger|Costco|Publix)\b/i.test(pharmacy.name) ||
        !/^\d{3,4} \w+ (St|Ave|Blvd|Rd|Dr|Ln|Way|Pkwy)$/.test(pharmacy.address.line1) ||
        !/^\+1[2-9]\d{2}55501\d{2}$/.test(pharmacy.phoneNumber),
    );
    expect(implausible).toEqual([]);
    const independents = directory.filter((pharmacy) => !pharmacy.name.includes('#'));
    expect(independents.length).toBeGreaterThan(directory.length / 4);
    expect(independents.some((pharmacy) => pharmacy.name.endsWith(' Family Pharmacy'))).toBe(true);
  });

  it('never gives two pharmacies in one city the same name', () => {
    const names = directory.map((p) => `${p.address.state}|${p.address.city}|${p.name}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it('is the same on every build, and built only once', () => {
    expect(buildPharmacyDirectory(loadZipCodeAreas())).toEqual(buildPharmacyDirectory(areas));
    expect(buildPharmacyDirectory(areas)).toEqual(directory);
    expect(getPharmacyDirectory()).toBe(directory);
  });

  it('cannot be changed by its callers', () => {
    const first = directory[0];
    expect(Object.isFrozen(directory)).toBe(true);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first?.address)).toBe(true);
  });
});

describe('findPharmacyByNcpdpId', () => {
  it('finds a listed pharmacy by its id', () => {
    const pharmacy = directory[1234];
    expect(pharmacy).toBeDefined();
    expect(findPharmacyByNcpdpId(pharmacy?.ncpdpId ?? '')).toBe(pharmacy);
  });

  it('finds nothing for an unknown id', () => {
    const unused = Array.from({ length: 100 }, (_, index) => `99${String(index).padStart(5, '0')}`).find(
      (id) => !directory.some((pharmacy) => pharmacy.ncpdpId === id),
    );
    expect(findPharmacyByNcpdpId(unused ?? '')).toBeUndefined();
    expect(findPharmacyByNcpdpId('')).toBeUndefined();
  });
});

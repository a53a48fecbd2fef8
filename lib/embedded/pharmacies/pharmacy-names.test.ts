import { describe, expect, it } from 'vitest';
import { createPharmacyNamer } from './pharmacy-names';
import { seededRandom } from './seeded-random';

const context = { city: 'Springfield', state: 'IL', streetName: 'Maple Avenue' };

function nameStores(count: number): string[] {
  const namePharmacy = createPharmacyNamer();
  return Array.from({ length: count }, (_, index) => namePharmacy(seededRandom(`store ${index}`), context));
}

describe('createPharmacyNamer', () => {
  it('never gives two stores in one city the same name', () => {
    const names = nameStores(300);
    expect(new Set(names).size).toBe(names.length);
  });

  it('mixes numbered chain stores with independents named after their city, street or owner', () => {
    const names = nameStores(300);
    expect(names.some((name) => /^[A-Z][A-Za-z ]+ #\d{4}$/.test(name))).toBe(true);
    expect(names).toContain('Springfield Family Pharmacy');
    expect(names.some((name) => name.startsWith('Maple Avenue '))).toBe(true);
    expect(names.some((name) => /^[A-Z][a-z]+('s Drug| Pharmacy)$/.test(name))).toBe(true);
  });

  it('names the same way for the same random numbers', () => {
    const first = createPharmacyNamer()(seededRandom('store'), context);
    expect(createPharmacyNamer()(seededRandom('store'), context)).toBe(first);
  });
});

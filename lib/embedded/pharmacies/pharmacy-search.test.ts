import { describe, expect, it } from 'vitest';
import { haversineMiles } from './haversine';
import { getPharmacyDirectory } from './pharmacy-directory';
import { PHARMACY_SEARCH_LIMIT, searchPharmacies } from './pharmacy-search';

const directory = getPharmacyDirectory();
const denver = { latitude: 39.7392, longitude: -104.9903 };

describe('searchPharmacies by term', () => {
  it('matches part of a name in any case, ignoring surrounding spaces', () => {
    const results = searchPharmacies({ searchTerm: '  fAMILY pharm ' });
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((result) => result.name.toLowerCase().includes('family pharm'))).toBe(true);
  });

  it('matches part of a city name', () => {
    const results = searchPharmacies({ searchTerm: 'SACRAMEN', state: 'CA' });
    expect(results.some((result) => result.address.city === 'Sacramento')).toBe(true);
    expect(results.some((result) => result.address.city === 'West Sacramento')).toBe(true);
    expect(
      results.every((result) => `${result.name}|${result.address.city}`.toLowerCase().includes('sacramen')),
    ).toBe(true);
  });

  it('matches a whole or partial ZIP code', () => {
    const pharmacy = directory.find((candidate) => candidate.address.city === 'Chicago');
    const zip = pharmacy?.address.postalCode ?? '';
    expect(searchPharmacies({ searchTerm: zip }).map((result) => result.ncpdpId)).toContain(
      pharmacy?.ncpdpId,
    );
    const prefix = zip.slice(0, 3);
    const byPrefix = searchPharmacies({ searchTerm: prefix });
    expect(byPrefix.some((result) => result.address.postalCode.startsWith(prefix))).toBe(true);
    expect(
      byPrefix.every((result) => result.address.postalCode.includes(prefix) || result.name.includes(prefix)),
    ).toBe(true);
  });

  it('finds one pharmacy by its whole NCPDP id, and none by part of it', () => {
    const chosen = directory[123]!;
    expect(searchPharmacies({ searchTerm: ` ${chosen.ncpdpId} ` }).map(({ ncpdpId }) => ncpdpId)).toEqual([
      chosen.ncpdpId,
    ]);
    expect(searchPharmacies({ searchTerm: chosen.ncpdpId.slice(0, 6) }).some(({ ncpdpId }) => ncpdpId === chosen.ncpdpId)).toBe(false);
  });

  it('finds nothing for a term nothing contains', () => {
    expect(searchPharmacies({ searchTerm: 'zzqx' })).toEqual([]);
  });

  it('returns the interface fields only, without a distance when no coordinates are given', () => {
    const [first] = searchPharmacies({ searchTerm: '' });
    expect(Object.keys(first ?? {}).sort()).toEqual(['address', 'name', 'ncpdpId', 'phoneNumber']);
    expect(Object.keys(first?.address ?? {}).sort()).toEqual(['city', 'line1', 'postalCode', 'state']);
  });

  it('returns copies that cannot alter the directory', () => {
    const [first] = searchPharmacies({ searchTerm: '' });
    if (first) first.address.city = 'Changed';
    expect(searchPharmacies({ searchTerm: '' })[0]?.address.city).not.toBe('Changed');
  });
});

describe('searchPharmacies near a point', () => {
  it('lists every pharmacy for an empty term, nearest first, each with its distance', () => {
    const results = searchPharmacies({ searchTerm: '', ...denver });
    expect(results).toHaveLength(PHARMACY_SEARCH_LIMIT);
    const distances = results.map((result) => result.distanceMiles ?? Number.NaN);
    expect(distances.every(Number.isFinite)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(5);
    expect(results[0]?.address.state).toBe('CO');
  });

  it('rounds distances to a tenth of a mile and measures them from the pharmacy', () => {
    const [nearest] = searchPharmacies({ searchTerm: '', ...denver });
    const pharmacy = directory.find((candidate) => candidate.ncpdpId === nearest?.ncpdpId);
    expect(pharmacy).toBeDefined();
    if (!pharmacy || !nearest) return;
    expect(nearest.distanceMiles).toBe(Math.round(haversineMiles(denver, pharmacy) * 10) / 10);
    expect(Number.isInteger((nearest.distanceMiles ?? 0) * 10)).toBe(true);
  });

  it('returns only the nearest: nothing left out is closer than the last result', () => {
    const results = searchPharmacies({ searchTerm: 'drug', ...denver, limit: 10 });
    const farthest = results.at(-1)?.distanceMiles ?? 0;
    const listed = new Set(results.map((result) => result.ncpdpId));
    const closerLeftOut = directory.filter(
      (pharmacy) =>
        !listed.has(pharmacy.ncpdpId) &&
        pharmacy.name.toLowerCase().includes('drug') &&
        haversineMiles(denver, pharmacy) < farthest - 0.05,
    );
    expect(results).toHaveLength(10);
    expect(closerLeftOut).toEqual([]);
  });

  it('combines distance with the state filter', () => {
    const results = searchPharmacies({ searchTerm: '', ...denver, state: 'WY' });
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((result) => result.address.state === 'WY')).toBe(true);
    expect(results[0]?.distanceMiles).toBeGreaterThan(50);
  });
});

describe('searchPharmacies by state', () => {
  it('lists a state for an empty term, in city then name order', () => {
    const results = searchPharmacies({ searchTerm: '', state: 'VT' });
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((result) => result.address.state === 'VT')).toBe(true);
    const keys = results.map((result) => [result.address.city, result.name]);
    expect(keys).toEqual(
      [...keys].sort(([cityA = '', nameA = ''], [cityB = '', nameB = '']) =>
        cityA === cityB ? (nameA < nameB ? -1 : 1) : cityA < cityB ? -1 : 1,
      ),
    );
  });

  it('filters a term to the state', () => {
    const everywhere = searchPharmacies({ searchTerm: 'springfield' });
    const inIllinois = searchPharmacies({ searchTerm: 'springfield', state: 'IL' });
    expect(new Set(everywhere.map((result) => result.address.state)).size).toBeGreaterThan(1);
    expect(inIllinois.length).toBeGreaterThan(0);
    expect(inIllinois.every((result) => result.address.state === 'IL')).toBe(true);
  });

  it('orders results by state first without coordinates', () => {
    const states = searchPharmacies({ searchTerm: 'springfield' }).map((result) => result.address.state);
    expect(states).toEqual([...states].sort());
  });
});

describe('searchPharmacies limits', () => {
  it('returns at most 50 results by default', () => {
    expect(searchPharmacies({ searchTerm: '' })).toHaveLength(50);
  });

  it('returns fewer when asked, and never more than 50', () => {
    expect(searchPharmacies({ searchTerm: '', limit: 5 })).toHaveLength(5);
    expect(searchPharmacies({ searchTerm: '', limit: 500 })).toHaveLength(PHARMACY_SEARCH_LIMIT);
    expect(searchPharmacies({ searchTerm: '', limit: 0 })).toEqual([]);
  });
});

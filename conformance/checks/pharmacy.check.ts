import { describe, expect, it } from 'vitest';
import { pharmacySearchDataSchema, prerequisitesErrorDataSchema, type Pharmacy } from '@/lib/contract';
import {
  expectClientError,
  expectNullResult,
  expectSuccess,
  expectValidationError,
  parseOrFail,
} from '../support/expectations';
import { api, type RequestOptions } from '../support/http-client';
import { firstPharmacyId } from '../support/operations';
import { target } from '../support/target';
import { as, createUser, fullProfile } from '../support/users';

const DOWNTOWN_PORTLAND = { latitude: 45.5152, longitude: -122.6784 };

async function search(json: Record<string, unknown>, options: RequestOptions = {}): Promise<Pharmacy[]> {
  const response = await api.post('/pharmacy/search/', { ...options, json });
  return expectSuccess(response, { status: 200, data: pharmacySearchDataSchema }).pharmacies;
}

describe('POST /pharmacy/search/', () => {
  it('by a city name → pharmacies in that city', async () => {
    const pharmacies = await search({ searchTerm: 'Portland' });
    expect(pharmacies.length).toBeGreaterThan(0);
    expect(pharmacies.some((pharmacy) => pharmacy.address.city === 'Portland')).toBe(true);
  });

  it('by the name of a pharmacy found before → that pharmacy again', async () => {
    const [known] = await search({ searchTerm: 'Portland' });
    const found = await search({ searchTerm: known?.name ?? '' });
    expect(found.map((pharmacy) => pharmacy.ncpdpId)).toContain(known?.ncpdpId);
  });

  it('with latitude and longitude → every item has distanceMiles, sorted nearest first', async () => {
    const pharmacies = await search({ searchTerm: 'Portland', ...DOWNTOWN_PORTLAND });
    expect(pharmacies.length).toBeGreaterThan(0);
    const distances = pharmacies.map((pharmacy) => pharmacy.distanceMiles);
    expect(distances.every((distance) => typeof distance === 'number' && distance >= 0)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => (a ?? 0) - (b ?? 0)));
  });

  it('with state → every item is in that state', async () => {
    const everywhere = await search({ searchTerm: 'Portland' });
    expect(new Set(everywhere.map((pharmacy) => pharmacy.address.state)).size).toBeGreaterThan(1);
    const inMaine = await search({ searchTerm: 'Portland', state: 'ME' });
    expect(inMaine.length).toBeGreaterThan(0);
    expect(inMaine.every((pharmacy) => pharmacy.address.state === 'ME')).toBe(true);
  });

  it('with latitude but no longitude → rejected with a 4xx error', async () => {
    const response = await api.post('/pharmacy/search/', {
      json: { searchTerm: 'Portland', latitude: 45.5 },
    });
    if (target.embedded) expectValidationError(response, 'longitude');
    else expectClientError(response);
  });

  it('with state=ZZ → 422', async () => {
    expectValidationError(
      await api.post('/pharmacy/search/', { json: { searchTerm: 'Portland', state: 'ZZ' } }),
      'state',
    );
  });
});

describe('PUT /pharmacy/', () => {
  it('with an ncpdpId from a search, for a user with name, date of birth and sex → 2xx null body', async () => {
    const user = await createUser(fullProfile());
    const ncpdpId = await firstPharmacyId();
    expectNullResult(await api.put('/pharmacy/', { ...as(user), json: { ncpdpId } }), { decided: 200 });
  });

  it('for a user without date of birth and sex → rejected with a 4xx error', async () => {
    const { dateOfBirth: _dob, sex: _sex, ...profile } = fullProfile();
    const user = await createUser(profile);
    const ncpdpId = await firstPharmacyId();
    const response = await api.put('/pharmacy/', { ...as(user), json: { ncpdpId } });
    const envelope = expectClientError(response, 'error.pharmacy.prerequisites');
    if (target.embedded) {
      const { missing } = parseOrFail(prerequisitesErrorDataSchema, envelope.data, 'The prerequisites data');
      expect(missing).toEqual(['dateOfBirth', 'sex']);
    }
  });

  it('for a user with no profile at all → rejected with a 4xx error', async () => {
    const user = await createUser({});
    const response = await api.put('/pharmacy/', { ...as(user), json: { ncpdpId: await firstPharmacyId() } });
    expectClientError(response, 'error.pharmacy.prerequisites');
  });

  it('with an ncpdpId that no search returns → rejected with a 4xx error', async () => {
    const user = await createUser(fullProfile());
    const response = await api.put('/pharmacy/', { ...as(user), json: { ncpdpId: '0000000' } });
    expectClientError(response, 'error.pharmacy.unknown');
  });
});

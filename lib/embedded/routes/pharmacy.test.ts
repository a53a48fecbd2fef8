import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBookingTestService,
  type BookingTestService,
} from '@/testing/embedded/booking/booking-test-fixtures';
import { searchPharmacies } from '@/lib/embedded/pharmacies';

// Times Square.
const MIDTOWN = { latitude: 40.758, longitude: -73.9855 };

describe('pharmacy', () => {
  let t: BookingTestService;
  beforeAll(async () => {
    t = await createBookingTestService();
  });
  afterAll(() => t.service.close());

  const search = (body: unknown, init: { userId?: string; token?: string } = {}) =>
    t.call('/pharmacy/search/', { method: 'POST', body: JSON.stringify(body), ...init });
  const setPharmacy = (userId: string, body: unknown) =>
    t.call('/pharmacy/', { method: 'PUT', userId, body: JSON.stringify(body) });

  it('searches with the Bearer token alone, nearest first with distances when coordinates are given', async () => {
    const response = await search({ searchTerm: '', ...MIDTOWN, state: 'NY' });
    expect(response.status).toBe(200);
    const { code, data } = await response.json();
    expect(code).toBe('success');
    const pharmacies: Array<{ distanceMiles: number; address: { state: string } }> = data.pharmacies;
    expect(pharmacies.length).toBeGreaterThan(1);
    expect(pharmacies.length).toBeLessThanOrEqual(50);
    const distances = pharmacies.map((pharmacy) => pharmacy.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(pharmacies.every((pharmacy) => pharmacy.address.state === 'NY')).toBe(true);
    expect(distances[0]).toBeLessThan(10);
  });

  it('leaves distanceMiles out without coordinates', async () => {
    const response = await search({ searchTerm: 'new york' });
    expect(response.status).toBe(200);
    const { pharmacies } = (await response.json()).data;
    expect(pharmacies.length).toBeGreaterThan(0);
    for (const pharmacy of pharmacies) {
      expect(pharmacy).toEqual({
        name: expect.any(String),
        ncpdpId: expect.stringMatching(/^\d{7}$/),
        address: {
          line1: expect.any(String),
          city: expect.any(String),
          state: expect.any(String),
          postalCode: expect.any(String),
        },
        phoneNumber: expect.any(String),
      });
    }
  });

  it('rejects a latitude without a longitude, and an unknown field, with 422', async () => {
    const lonely = await search({ searchTerm: 'x', latitude: 40.7 });
    expect(lonely.status).toBe(422);
    expect((await lonely.json()).data.fields).toEqual([{ path: 'longitude', message: expect.any(String) }]);
    const unknown = await search({ searchTerm: 'x', radius: 5 });
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).data.fields).toEqual([{ path: 'radius', message: 'Unknown field' }]);
  });

  it('answers 401 to a search without a valid token', async () => {
    const response = await search({ searchTerm: '' }, { token: 'wrong-token' });
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe('error.auth.unauthorized');
  });

  it('sets a preferred pharmacy once the user’s name, date of birth and sex are on file', async () => {
    const userId = await t.createPatient({ user: { dateOfBirth: '1956-05-12', sex: 'male' } });
    const [nearest] = searchPharmacies({ searchTerm: '', ...MIDTOWN });
    const first = await setPharmacy(userId, { ncpdpId: nearest!.ncpdpId });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ code: 'success', message: 'Request successful', data: null });
    // An upsert: setting another one replaces it.
    const [, second] = searchPharmacies({ searchTerm: '', ...MIDTOWN });
    expect((await setPharmacy(userId, { ncpdpId: second!.ncpdpId })).status).toBe(200);
  });

  it('lists exactly the missing prerequisites', async () => {
    const [pharmacy] = searchPharmacies({ searchTerm: '', state: 'NY' });
    const nameless = await t.createPatient({ user: { firstName: undefined, sex: 'female' } });
    const response = await setPharmacy(nameless, { ncpdpId: pharmacy!.ncpdpId });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'error.pharmacy.prerequisites',
      message: expect.any(String),
      data: { missing: ['firstName', 'dateOfBirth'] },
    });
  });

  it('answers error.pharmacy.unknown for an NCPDP id no pharmacy has, and 422 for a malformed one', async () => {
    const userId = await t.createPatient({ user: { dateOfBirth: '1956-05-12', sex: 'male' } });
    const unknown = await setPharmacy(userId, { ncpdpId: '0000000' });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).code).toBe('error.pharmacy.unknown');
    const malformed = await setPharmacy(userId, { ncpdpId: '12' });
    expect(malformed.status).toBe(422);
    expect((await malformed.json()).data.fields[0].path).toBe('ncpdpId');
  });
});

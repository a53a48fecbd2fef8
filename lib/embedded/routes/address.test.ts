import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBookingTestService,
  EVERGREEN_TERRACE,
  OTHER_ORGANIZATION_TOKEN,
  type BookingTestService,
} from '@/testing/embedded/booking/booking-test-fixtures';

describe('address', () => {
  let t: BookingTestService;
  beforeAll(async () => {
    t = await createBookingTestService();
  });
  afterAll(() => t.service.close());

  const putAddress = (userId: string, body: unknown) =>
    t.call('/address/', { method: 'PUT', userId, body: JSON.stringify(body) });

  it('answers 404 error.address.not_found before any address is stored', async () => {
    const userId = await t.createPatient({ address: null });
    const response = await t.call('/address/', { userId });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'error.address.not_found', message: expect.any(String) });
  });

  it('stores an address (200, data null) and reads back all five fields', async () => {
    const userId = await t.createPatient({ address: null });
    const stored = await putAddress(userId, { ...EVERGREEN_TERRACE, city: '  Springfield ' });
    expect(stored.status).toBe(200);
    expect(await stored.json()).toEqual({ code: 'success', message: 'Request successful', data: null });

    const read = await t.call('/address/', { userId });
    expect(read.status).toBe(200);
    expect((await read.json()).data).toEqual({ ...EVERGREEN_TERRACE, line2: null });
  });

  it('replaces the whole stored address: a field a later PUT leaves out is cleared', async () => {
    const userId = await t.createPatient({ address: null });
    expect((await putAddress(userId, { ...EVERGREEN_TERRACE, line2: 'Attic' })).status).toBe(200);
    expect((await putAddress(userId, { ...EVERGREEN_TERRACE, postalCode: '10002-1234' })).status).toBe(200);
    const read = await t.call('/address/', { userId });
    expect((await read.json()).data).toEqual({ ...EVERGREEN_TERRACE, line2: null, postalCode: '10002-1234' });
  });

  it('stores a partial address, whose missing fields read as null', async () => {
    const userId = await t.createPatient({ address: null });
    expect((await putAddress(userId, { state: 'DC' })).status).toBe(200);
    const read = await t.call('/address/', { userId });
    expect((await read.json()).data).toEqual({
      line1: null,
      line2: null,
      city: null,
      state: 'DC',
      postalCode: null,
    });
  });

  it('rejects an invalid state, a bad ZIP code, null and unknown fields with 422', async () => {
    const userId = await t.createPatient({ address: null });
    const response = await putAddress(userId, {
      state: 'XX',
      postalCode: '1234',
      line2: null,
      country: 'US',
    });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.code).toBe('error.validation');
    expect(body.data.fields.map((field: { path: string }) => field.path).sort()).toEqual([
      'country',
      'line2',
      'postalCode',
      'state',
    ]);
    expect((await t.call('/address/', { userId })).status).toBe(404);
  });

  it('keeps each user’s address to that user and organization', async () => {
    const owner = await t.createPatient();
    const stranger = await t.createPatient({ address: null, token: OTHER_ORGANIZATION_TOKEN });
    expect((await t.call('/address/', { userId: stranger, token: OTHER_ORGANIZATION_TOKEN })).status).toBe(
      404,
    );
    const crossOrganization = await t.call('/address/', { userId: owner, token: OTHER_ORGANIZATION_TOKEN });
    expect(crossOrganization.status).toBe(403);
    expect((await crossOrganization.json()).code).toBe('error.member.forbidden');
  });

  it('needs both credentials', async () => {
    const missingUser = await t.call('/address/', { method: 'PUT', body: JSON.stringify(EVERGREEN_TERRACE) });
    expect(missingUser.status).toBe(403);
    const missingToken = await t.call('/address/', { token: 'not-a-token', userId: 'usr_x' });
    expect(missingToken.status).toBe(401);
  });
});

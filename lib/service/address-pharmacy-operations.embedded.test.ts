import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';
import { startEmbeddedClient, type EmbeddedClientHarness } from '@/testing/service/embedded-client';

const EVERGREEN_TERRACE = {
  line1: '742 Evergreen Terrace',
  city: 'Springfield',
  state: 'NY',
  postalCode: '10001',
} as const;
// Times Square.
const MIDTOWN = { latitude: 40.758, longitude: -73.9855 };

describe('address and pharmacy against the embedded service', () => {
  let harness: EmbeddedClientHarness;
  beforeAll(async () => {
    harness = await startEmbeddedClient({ token: 'tok-service-client-address' });
  });
  afterAll(() => harness.close());

  const createUser = async (body: Parameters<EmbeddedClientHarness['client']['createUser']>[0]['body']) =>
    (await harness.client.createUser({ body, idempotencyKey: newIdempotencyKey() })).id;

  it('reads no address as null, then the stored one', async () => {
    const { client } = harness;
    const userId = await createUser({ firstName: 'Ned' });
    await expect(client.getAddress({ userId })).resolves.toBeNull();
    await client.putAddress({ userId, body: EVERGREEN_TERRACE, idempotencyKey: newIdempotencyKey() });
    await expect(client.getAddress({ userId })).resolves.toEqual({ ...EVERGREEN_TERRACE, line2: null });
  });

  it('repeats a keyed address write harmlessly', async () => {
    const { client } = harness;
    const userId = await createUser({});
    const idempotencyKey = newIdempotencyKey();
    await client.putAddress({ userId, body: { city: 'Shelbyville' }, idempotencyKey });
    await client.putAddress({ userId, body: { city: 'Shelbyville' }, idempotencyKey });
    await expect(client.getAddress({ userId })).resolves.toMatchObject({ city: 'Shelbyville', line1: null });
  });

  it('searches pharmacies with the token alone, nearest first', async () => {
    const pharmacies = await harness.client.searchPharmacies({
      body: { searchTerm: '', state: 'NY', ...MIDTOWN },
    });
    expect(pharmacies.length).toBeGreaterThan(1);
    const distances = pharmacies.map((pharmacy) => pharmacy.distanceMiles ?? Number.NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('sets a preferred pharmacy once the prerequisites are on file', async () => {
    const { client } = harness;
    const [pharmacy] = await client.searchPharmacies({
      body: { searchTerm: '', state: 'NY' },
      idempotencyKey: newIdempotencyKey(),
    });
    if (!pharmacy) throw new Error('The directory returned no pharmacy');

    const incomplete = await createUser({ firstName: 'Maude' });
    await expect(
      client.setPreferredPharmacy({
        userId: incomplete,
        ncpdpId: pharmacy.ncpdpId,
        idempotencyKey: newIdempotencyKey(),
      }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'error.pharmacy.prerequisites',
      data: { missing: ['lastName', 'dateOfBirth', 'sex'] },
    });

    const complete = await createUser({
      firstName: 'Ned',
      lastName: 'Flanders',
      dateOfBirth: '1960-05-01',
      sex: 'male',
    });
    await expect(
      client.setPreferredPharmacy({
        userId: complete,
        ncpdpId: pharmacy.ncpdpId,
        idempotencyKey: newIdempotencyKey(),
      }),
    ).resolves.toBeUndefined();
  });
});

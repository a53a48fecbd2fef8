import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploymentSettings } from '@/lib/db/app-schema';
import { openDatabase, type DatabaseHandle } from '@/lib/db/connection';
import { deriveOrganizationKey, resolveOrganizationKey } from '@/lib/bff/service/organization-key';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ kind: 'memory' });
  await handle.migrate('app');
});
afterAll(() => handle.close());

describe('the organization key', () => {
  it('is kept in the database at the first start and no longer follows the token', async () => {
    const first = await resolveOrganizationKey({ db: handle.db, configured: undefined, token: 'tok-before' });
    // A database from before kept its accounts under the digest of the token then in use.
    expect(first).toBe(deriveOrganizationKey('tok-before'));
    const rotated = await resolveOrganizationKey({ db: handle.db, configured: undefined, token: 'tok-after' });
    expect(rotated).toBe(first);
  });

  it('is the same for instances starting together', async () => {
    await handle.db.delete(deploymentSettings);
    const keys = await Promise.all(
      ['tok-a', 'tok-b', 'tok-c'].map((token) => resolveOrganizationKey({ db: handle.db, configured: undefined, token })),
    );
    expect(new Set(keys).size).toBe(1);
  });

  it('is ORGANIZATION_ID when configured', async () => {
    expect(await resolveOrganizationKey({ db: handle.db, configured: 'acme', token: 'tok-after' })).toBe('acme');
  });
});

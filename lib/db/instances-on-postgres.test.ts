import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from 'pg';
import { postgresBinariesAvailable, startTestPostgres, type TestPostgres } from '@/testing/postgres-server';
import { deriveOrganizationKey, resolveOrganizationKey } from '@/lib/bff/service/organization-key';
import { openDatabase, type DatabaseHandle } from './connection';

/** What an instance does to its database at start: both sides' migrations, then the organization key. */
async function startInstance(url: string, token: string): Promise<{ handle: DatabaseHandle; organizationKey: string }> {
  const handle = await openDatabase({ kind: 'postgres', url });
  await handle.migrate('embedded');
  await handle.migrate('app');
  const organizationKey = await resolveOrganizationKey({ db: handle.db, configured: undefined, token });
  return { handle, organizationKey };
}

// Several app instances on one PostgreSQL database, started at the same moment on an empty database.
describe.skipIf(!postgresBinariesAvailable())('instances started together on one PostgreSQL', () => {
  let postgres: TestPostgres;
  const opened: DatabaseHandle[] = [];

  beforeAll(async () => {
    postgres = await startTestPostgres();
  }, 120_000);

  afterAll(async () => {
    await Promise.all(opened.map((handle) => handle.close()));
    postgres?.stop();
  });

  async function emptyDatabase(name: string): Promise<string> {
    const admin = new Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    return postgres.url.replace(/\/postgres$/, `/${name}`);
  }

  it('migrate one after the other under the start-up lock, and agree on one organization key', async () => {
    // Without the lock most such starts failed on CREATE SCHEMA or the migrations table; a few rounds show it.
    for (const round of [1, 2, 3]) {
      const url = await emptyDatabase(`instances_${round}`);
      const started = await Promise.all([
        startInstance(url, `tok-first-${round}`),
        startInstance(url, `tok-second-${round}`),
      ]);
      opened.push(...started.map(({ handle }) => handle));
      expect(started[0].organizationKey).toBe(started[1].organizationKey);
    }
  }, 120_000);

  it('keep the organization key across a restart and across a token rotation', async () => {
    const url = await emptyDatabase('instances_restart');
    const first = await startInstance(url, 'tok-before-rotation');
    expect(first.organizationKey).toBe(deriveOrganizationKey('tok-before-rotation'));
    await first.handle.close();
    const restarted = await startInstance(url, 'tok-before-rotation');
    const rotated = await startInstance(url, 'tok-after-rotation');
    opened.push(restarted.handle, rotated.handle);
    expect(restarted.organizationKey).toBe(first.organizationKey);
    expect(rotated.organizationKey).toBe(first.organizationKey);
  }, 60_000);
});

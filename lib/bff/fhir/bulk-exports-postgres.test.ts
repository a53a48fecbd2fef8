import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Resource } from '@medplum/fhirtypes';
import { openDatabase, type DatabaseHandle } from '@/lib/db/connection';
import { postgresBinariesAvailable, startTestPostgres, type TestPostgres } from '@/testing/postgres-server';
import {
  gatedPatients,
  readText,
  readyPatients,
  seedOrganizationAdmin,
} from '@/testing/fhir/bulk-export-fixtures';
import { createBulkExports, type BulkExports } from './bulk-exports';

// Two app instances on one PostgreSQL database, each with its own connection pool and its own exports, as two
// `next start` processes behind a balancer without sticky sessions would have.
describe.skipIf(!postgresBinariesAvailable())('FHIR bulk exports on one PostgreSQL, two instances', () => {
  let postgres: TestPostgres;
  const handles: DatabaseHandle[] = [];
  const exports: BulkExports[] = [];

  beforeAll(async () => {
    postgres = await startTestPostgres();
    const admin = new Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('CREATE DATABASE fhir_exports');
    await admin.end();
    const url = postgres.url.replace(/\/postgres$/, '/fhir_exports');
    for (const _ of [1, 2]) {
      const handle = await openDatabase({ kind: 'postgres', url });
      await handle.migrate('app');
      handles.push(handle);
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all(exports.map((instance) => instance.stop()));
    await Promise.all(handles.map((handle) => handle.close()));
    postgres?.stop();
  });

  it('start one job however many instances are asked at once; the other reports it and serves its files', async () => {
    const { organizationKey, staffAccountId } = await seedOrganizationAdmin(handles[0]!.db);
    const patients = gatedPatients(2);
    const [first, second] = [
      createBulkExports({ db: handles[0]!.db, patients, ttlMs: 3_600_000, heartbeatMs: 20 }),
      createBulkExports({
        db: handles[1]!.db,
        patients: readyPatients(2),
        ttlMs: 3_600_000,
        heartbeatMs: 20,
      }),
    ];
    exports.push(first!, second!);
    const started = await Promise.all([
      first!.start({ organizationKey, staffAccountId }),
      second!.start({ organizationKey, staffAccountId }),
    ]);
    expect(started[0].id).toBe(started[1].id);
    const jobId = started[0].id;

    patients.release(2);
    const done = await vi.waitFor(
      async () => {
        const found = await second!.find(organizationKey, jobId);
        if (found.kind !== 'job' || found.job.status !== 'done') throw new Error('not done yet');
        return found.job;
      },
      { timeout: 30_000, interval: 50 },
    );
    expect(done.processedPatients).toBe(2);
    for (const file of done.files) {
      const opened = await second!.openFile(organizationKey, jobId, file.fileName);
      if (opened.kind !== 'file') throw new Error(`${file.fileName}: ${opened.kind}`);
      const lines = (await readText(opened.body)).trimEnd().split('\n');
      expect(lines).toHaveLength(file.count);
      for (const line of lines) expect((JSON.parse(line) as Resource).resourceType).toBe(file.type);
    }
    expect(await first!.find(organizationKey, jobId)).toEqual({ kind: 'gone', because: 'downloaded' });
  }, 60_000);
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  getSharedDatabase,
  openDatabase,
  PGLITE_SHARED_BUFFERS,
  resolveDatabaseLocation,
} from './connection';
import { organizations } from './embedded-schema';
import { emptyClusterTemplate } from '@/testing/db/empty-cluster';
import { memoryDatabaseTemplate, startMemoryDatabasesFrom } from './memory-template';
import { migrationsApplied } from './migration-status';

describe('database connection', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'db-test-'));
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('migrates a side once and round-trips a row', async () => {
    const suiteTemplate = memoryDatabaseTemplate();
    // The suite's databases start migrated: this one starts from the same cluster before its migrations.
    startMemoryDatabasesFrom(emptyClusterTemplate);
    try {
      const handle = await openDatabase({ kind: 'memory' });
      expect(await migrationsApplied(handle.db, 'embedded').catch(() => false)).toBe(false);
      await handle.migrate('embedded');
      await handle.migrate('embedded');
      expect(await migrationsApplied(handle.db, 'embedded')).toBe(true);
      await handle.db.insert(organizations).values({ id: 'org_1', name: 'acme' });
      const rows = await handle.db.select().from(organizations).where(eq(organizations.id, 'org_1'));
      expect(rows[0]?.name).toBe('acme');
      await handle.close();
    } finally {
      startMemoryDatabasesFrom(() => suiteTemplate!);
    }
  });

  // The file's one fresh cluster (creating one costs seconds), made as the app makes its own: in an empty
  // folder, without a template. An in-memory one without a template is the standalone service's, started
  // by the conformance suite and the end-to-end server.
  it('keeps a file database across reopenings and refuses a second owner', async () => {
    const directory = path.join(scratch, 'pglite');
    const first = await openDatabase({ kind: 'pglite-file', directory });
    await first.migrate('embedded');
    await first.db.insert(organizations).values({ id: 'org_2', name: 'kept' });
    fs.writeFileSync(path.join(directory, 'owner.pid'), '1');
    await expect(openDatabase({ kind: 'pglite-file', directory })).rejects.toThrow(/in use by process 1/);
    fs.writeFileSync(path.join(directory, 'owner.pid'), String(process.pid));
    await first.close();
    expect(fs.existsSync(path.join(directory, 'owner.pid'))).toBe(false);

    const second = await openDatabase({ kind: 'pglite-file', directory });
    await second.migrate('embedded');
    const rows = await second.db.select().from(organizations);
    expect(rows.map((row) => row.name)).toEqual(['kept']);
    await second.close();
  });

  it('starts in-memory databases from the template cluster that is set', async () => {
    const suiteTemplate = memoryDatabaseTemplate();
    expect(suiteTemplate, 'the node projects set a template (testing/db)').toBeDefined();
    const source = new PGlite({ loadDataDir: suiteTemplate });
    await source.exec('CREATE TABLE from_the_template (id integer)');
    // A cluster whose own settings ask for other shared buffers still runs with the app's.
    await source.exec(`ALTER SYSTEM SET shared_buffers = '48MB'`);
    const template = await source.dumpDataDir('none');
    await source.close();
    const startedFrom = async () => {
      const handle = await openDatabase({ kind: 'memory' });
      const { rows } = (await handle.db.execute(
        sql`SELECT to_regclass('public.from_the_template') IS NOT NULL AS present,
          current_setting('shared_buffers') AS buffers`,
      )) as unknown as { rows: Array<{ present: boolean; buffers: string }> };
      await handle.close();
      return rows[0];
    };
    try {
      startMemoryDatabasesFrom(() => template);
      expect(await startedFrom()).toEqual({ present: true, buffers: PGLITE_SHARED_BUFFERS });
    } finally {
      startMemoryDatabasesFrom(() => suiteTemplate!);
    }
    expect(await startedFrom()).toEqual({ present: false, buffers: PGLITE_SHARED_BUFFERS });
  });

  it('shares one handle per location', () => {
    const location = { kind: 'memory' } as const;
    expect(getSharedDatabase(location)).toBe(getSharedDatabase(location));
  });

  it('resolves the location from the usual variables', () => {
    expect(
      resolveDatabaseLocation({ databaseUrl: 'postgres://h/db', dataDir: '.data', folderName: 'x' }),
    ).toEqual({
      kind: 'postgres',
      url: 'postgres://h/db',
    });
    expect(resolveDatabaseLocation({ memory: true, dataDir: '.data', folderName: 'x' })).toEqual({
      kind: 'memory',
    });
    expect(resolveDatabaseLocation({ dataDir: '/tmp/d', folderName: 'app' })).toEqual({
      kind: 'pglite-file',
      directory: '/tmp/d/app',
    });
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

const APP_MIGRATIONS = path.join(process.cwd(), 'lib', 'db', 'migrations', 'app');

/** A copy of the app migrations folder holding only the first `count` migrations. */
function firstMigrations(directory: string, count: number): string {
  const journal = JSON.parse(fs.readFileSync(path.join(APP_MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  fs.mkdirSync(path.join(directory, 'meta'), { recursive: true });
  const entries = journal.entries.slice(0, count);
  for (const { tag } of entries) {
    fs.copyFileSync(path.join(APP_MIGRATIONS, `${tag}.sql`), path.join(directory, `${tag}.sql`));
  }
  fs.writeFileSync(path.join(directory, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return directory;
}

describe('the app migrations', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'app-migrations-test-'));
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('add the request log organization key to a table that already has rows, dropping them', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    const settings = { migrationsSchema: 'drizzle', migrationsTable: 'app_migrations' };
    await migrate(db, { ...settings, migrationsFolder: firstMigrations(path.join(scratch, 'initial'), 1) });
    await client.exec(`INSERT INTO app.request_log (method, path_template, status, duration_ms, attempt, outcome)
      VALUES ('GET', '/users/', 200, 5, 1, 'ok')`);

    await migrate(db, { ...settings, migrationsFolder: APP_MIGRATIONS });
    expect((await client.query('SELECT count(*)::int AS rows FROM app.request_log')).rows).toEqual([
      { rows: 0 },
    ]);
    const column = await client.query(`SELECT is_nullable FROM information_schema.columns
      WHERE table_schema = 'app' AND table_name = 'request_log' AND column_name = 'organization_key'`);
    expect(column.rows).toEqual([{ is_nullable: 'NO' }]);
    await client.close();
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyClusterTemplate } from '@/testing/db/empty-cluster';

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

/** An empty cluster: the suite's template before its migrations (testing/db) loads in a fraction of the time. */
const emptyCluster = () => new PGlite({ loadDataDir: emptyClusterTemplate() });

// Each test migrates twice, from scratch and then on: allowed longer, as PGlite is slow on a busy machine.
const MIGRATING_TWICE_MS = 60_000;

/** Where the app's migrations record themselves, as the app runs them. */
const settings = { migrationsSchema: 'drizzle', migrationsTable: 'app_migrations' };

describe('the app migrations', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'app-migrations-test-'));
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it(
    'add the request log organization key to a table that already has rows, dropping them',
    async () => {
      const client = emptyCluster();
      const db = drizzle(client);
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
    },
    MIGRATING_TWICE_MS,
  );

  it(
    'key consultation records by organization and chat, keeping every row under its patient’s organization',
    async () => {
      const client = emptyCluster();
      const db = drizzle(client);
      await migrate(db, {
        ...settings,
        migrationsFolder: firstMigrations(path.join(scratch, 'before-rekey'), 6),
      });
      await client.exec(`INSERT INTO app.patient_accounts (id, organization_key, email, password_hash, service_user_id)
      VALUES ('pat_a', 'org-a', 'a@example.test', 'x', 'usr_a'), ('pat_b', 'org-b', 'b@example.test', 'x', 'usr_b')`);
      await client.exec(`INSERT INTO app.consultation_records (chat_id, patient_account_id, soap_note_artifact_id)
      VALUES ('cht_1', 'pat_a', 'art_1'), ('cht_2', 'pat_b', 'art_2')`);

      await migrate(db, { ...settings, migrationsFolder: APP_MIGRATIONS });
      const rows = await client.query(
        'SELECT organization_key, chat_id, soap_note_artifact_id FROM app.consultation_records ORDER BY chat_id',
      );
      expect(rows.rows).toEqual([
        { organization_key: 'org-a', chat_id: 'cht_1', soap_note_artifact_id: 'art_1' },
        { organization_key: 'org-b', chat_id: 'cht_2', soap_note_artifact_id: 'art_2' },
      ]);
      // The same chat id in another organization is another record.
      await client.exec(`INSERT INTO app.consultation_records (organization_key, chat_id, patient_account_id)
      VALUES ('org-b', 'cht_1', 'pat_b')`);
      const key = await client.query(`SELECT string_agg(column_name, ',' ORDER BY ordinal_position) AS columns
      FROM information_schema.key_column_usage
      WHERE table_schema = 'app' AND table_name = 'consultation_records'
        AND constraint_name = 'consultation_records_organization_key_chat_id_pk'`);
      expect(key.rows).toEqual([{ columns: 'organization_key,chat_id' }]);
      await client.close();
    },
    MIGRATING_TWICE_MS,
  );
});

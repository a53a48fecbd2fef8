import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pgliteMemoryOptions } from './connection';
import {
  CHECKPOINT_AFTER_WAL_BYTES,
  maintainPglite,
  scheduleMaintenance,
  walSinceCheckpoint,
  workFor,
  type TableActivity,
} from './pglite-maintenance';

const quiet: TableActivity = {
  schema: 'app',
  table: 'request_log',
  rows: 1_000,
  deadRows: 0,
  insertedSinceVacuum: 0,
  changedSinceAnalyze: 0,
  transactionIdAge: 1_000,
  freezeMaxAge: 200_000_000,
};

describe('what autovacuum would do to a table', () => {
  it('leaves a quiet table alone', () => {
    expect(workFor(quiet)).toBeNull();
  });

  it('vacuums past 50 dead rows and a fifth of the table, and analyzes past 50 and a tenth changed', () => {
    expect(workFor({ ...quiet, deadRows: 250 })).toBeNull();
    expect(workFor({ ...quiet, deadRows: 251 })).toMatchObject({ vacuum: true, analyze: false });
    expect(workFor({ ...quiet, changedSinceAnalyze: 150 })).toBeNull();
    expect(workFor({ ...quiet, changedSinceAnalyze: 151 })).toMatchObject({ vacuum: false, analyze: true });
    expect(workFor({ ...quiet, deadRows: 251, changedSinceAnalyze: 151 })).toEqual({
      schema: 'app',
      table: 'request_log',
      vacuum: true,
      analyze: true,
    });
  });

  it('vacuums a table only inserted into, and one whose transaction ids grow old', () => {
    expect(workFor({ ...quiet, insertedSinceVacuum: 1_200 })).toBeNull();
    expect(workFor({ ...quiet, insertedSinceVacuum: 1_201 })).toMatchObject({ vacuum: true });
    expect(workFor({ ...quiet, transactionIdAge: 200_000_001 })).toMatchObject({ vacuum: true });
  });

  it('counts a table never analyzed (-1 rows) as empty', () => {
    expect(workFor({ ...quiet, rows: -1, deadRows: 51 })).toMatchObject({ vacuum: true });
  });
});

describe('PGlite maintenance', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = new PGlite(pgliteMemoryOptions());
    await client.waitReady;
    await client.exec(`create table churn (id bigserial primary key, at timestamptz not null default now(), note text);
      create index on churn (at)`);
  });
  afterAll(() => client.close());

  // The request log's pattern: rows in, the oldest beyond the newest 2,000 deleted.
  async function churnRound() {
    await client.exec(`insert into churn (note) select repeat('x', 80) from generate_series(1, 500)`);
    await client.exec(
      `delete from churn where id <= (select id from churn order by id desc offset 2000 limit 1)`,
    );
  }
  const tableBytes = async () =>
    Number(
      (await client.query<{ bytes: number }>(`select pg_total_relation_size('churn') as bytes`)).rows[0]!
        .bytes,
    );

  it('without it a table that keeps its newest rows grows; with it, it stops growing', async () => {
    for (let round = 0; round < 8; round += 1) await churnRound();
    const unmaintained = await tableBytes();
    for (let round = 0; round < 8; round += 1) await churnRound();
    expect(await tableBytes()).toBeGreaterThan(unmaintained * 1.5);

    const { tables } = await maintainPglite(client);
    expect(tables).toContainEqual({ schema: 'public', table: 'churn', vacuum: true, analyze: true });
    const maintained = await tableBytes();
    for (let round = 0; round < 16; round += 1) {
      await churnRound();
      await maintainPglite(client);
    }
    expect(await tableBytes()).toBeLessThanOrEqual(maintained);
    const { rows } = await client.query<{ rows: number }>(
      `select reltuples as rows from pg_class where relname = 'churn'`,
    );
    expect(Number(rows[0]!.rows)).toBeGreaterThan(1_500);
  });

  it('does nothing to a table that has not changed since', async () => {
    await maintainPglite(client);
    const again = await maintainPglite(client);
    expect(again.tables.filter((work) => work.table === 'churn')).toEqual([]);
    expect(again.checkpointed).toBe(false);
  });

  // Without a checkpoint, a single PostgreSQL process keeps every WAL segment since the last one.
  it('checkpoints once a megabyte of WAL was written, and keeps four 1 MB segments', async () => {
    const walFiles = async () =>
      Number(
        (await client.query<{ files: number }>('select count(*) as files from pg_ls_waldir()')).rows[0]!
          .files,
      );
    for (let round = 0; round < 40; round += 1) await churnRound();
    expect(await walSinceCheckpoint(client)).toBeGreaterThan(6 * CHECKPOINT_AFTER_WAL_BYTES);
    expect(await walFiles()).toBeGreaterThan(6);
    expect((await maintainPglite(client)).checkpointed).toBe(true);
    expect(await walSinceCheckpoint(client)).toBeLessThan(CHECKPOINT_AFTER_WAL_BYTES);
    expect(await walFiles()).toBeLessThanOrEqual(5);
  });
});

describe('the maintenance timer', () => {
  it('reports a failed pass, tries again, and stops', async () => {
    const failure = new Error('database closed');
    const client = { query: vi.fn().mockRejectedValue(failure), exec: vi.fn() };
    const onError = vi.fn();
    const maintenance = scheduleMaintenance({ client: client as never, intervalMs: 5, onError });
    await vi.waitFor(() => expect(onError.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(onError).toHaveBeenCalledWith(failure);
    await maintenance.stop();
    const calls = client.query.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(client.query.mock.calls.length).toBe(calls);
  });
});

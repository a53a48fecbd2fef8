import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePreparedStatements, type PreparedQueries } from './prepared-pglite';

// Drizzle's options for a select: rows as arrays, dates left as text for its own mapping.
const DRIZZLE_OPTIONS = {
  rowMode: 'array' as const,
  parsers: { [types.TIMESTAMPTZ]: (value: string) => value },
};

let plain: PGlite;
let client: PGlite;
let prepared: PreparedQueries;

/** Statements prepared on the client's connection, this query's own among them. */
const preparedOnBackend = async () =>
  (await client.query<{ count: number }>('select count(*)::int as count from pg_prepared_statements'))
    .rows[0]!.count;

beforeAll(async () => {
  // One database for both sides would share PGlite's one connection; each side gets its own.
  [plain, client] = await Promise.all([PGlite.create(), PGlite.create()]);
  prepared = usePreparedStatements(client, { maxStatements: 3 });
  const schema = `create table things (
    id text primary key, n int, big bigint, ok boolean, doc jsonb, at timestamptz, tags text[], raw bytea
  )`;
  await Promise.all([plain.exec(schema), client.exec(schema)]);
});

afterAll(async () => {
  await Promise.all([plain?.close(), client?.close()]);
});

describe('PGlite with prepared statements', () => {
  it('answers every statement as PGlite itself does', async () => {
    const insert = `insert into things (id, n, big, ok, doc, at, tags, raw) values ($1, $2, $3, $4, $5, $6, $7, $8)
      returning id, n, big, ok, doc, at, tags, raw`;
    const rows: unknown[][] = [
      [
        'a',
        1,
        9007199254740993n,
        true,
        JSON.stringify({ say: 'hi', list: [1, 2] }),
        new Date(0),
        '{x,y}',
        new Uint8Array([1, 255]),
      ],
      ['b', null, null, false, { nested: { a: null } }, '2026-11-28T12:00:00Z', null, null],
    ];
    for (const values of rows) {
      const expected = await plain.query(insert, values);
      expect(await client.query(insert, values)).toEqual(expected);
    }
    const select = 'select * from things where id = any($1) order by id';
    for (const options of [undefined, DRIZZLE_OPTIONS]) {
      expect(await client.query(select, ['{a,b}'], options)).toEqual(
        await plain.query(select, ['{a,b}'], options),
      );
    }
    const update = 'update things set n = coalesce(n, 0) + $1';
    expect(await client.query(update, [5])).toEqual(await plain.query(update, [5]));
  });

  it('parses each text once, keeps at most the set number, and closes the oldest on the backend', async () => {
    const count = 'select count(*)::int as count from things where n > $1';
    const before = prepared.size;
    for (const n of [0, 1, 2]) await client.query(count, [n]);
    expect(prepared.size).toBe(Math.min(before + 1, 3));
    for (const column of ['id', 'n', 'ok', 'doc']) await client.query(`select ${column} from things`);
    expect(prepared.size).toBe(3);
    expect(await preparedOnBackend()).toBe(3);
  });

  it('throws the database error, forgets the statement and runs it again afterwards', async () => {
    const insert = 'insert into things (id) values ($1)';
    await client.query(insert, ['dup']);
    await expect(client.query(insert, ['dup'])).rejects.toMatchObject({ code: '23505' });
    await client.query(insert, ['dup-2']);
    expect((await client.query('select id from things where id like $1 order by id', ['dup%'])).rows).toEqual(
      [{ id: 'dup' }, { id: 'dup-2' }],
    );
  });

  it('runs inside transactions, which commit and roll back as before', async () => {
    await client.transaction(async (tx) => {
      await tx.query('insert into things (id, n) values ($1, $2)', ['in-tx', 7]);
    });
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into things (id, n) values ($1, $2)', ['rolled-back', 8]);
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    const select = 'select id from things where n in (7, 8) order by id';
    expect((await client.query(select)).rows).toEqual([{ id: 'in-tx' }]);
    // The statements prepared in the rolled-back transaction still run.
    await client.query('insert into things (id, n) values ($1, $2)', ['after', 8]);
    expect((await client.query(select)).rows).toEqual([{ id: 'after' }, { id: 'in-tx' }]);
  });

  it('keeps a query outside a transaction waiting until the transaction ends', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query('insert into things (id) values ($1)', ['held']);
      await held;
    });
    const outside = client.query('select id from things where id = $1', ['held']);
    let answered = false;
    void outside.then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    release();
    await transaction;
    expect((await outside).rows).toEqual([{ id: 'held' }]);
  });

  it('survives a schema change under a kept statement, failing once at most', async () => {
    const select = 'select * from things where id = $1';
    await client.query(select, ['a']);
    await client.exec('alter table things add column note text');
    const outcome = await client.query(select, ['a']).catch((error: Error) => error);
    const row = outcome instanceof Error ? (await client.query(select, ['a'])).rows[0] : outcome.rows[0];
    expect(row).toMatchObject({ id: 'a', note: null });
  });
});

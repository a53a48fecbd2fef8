import { asc, count, eq } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/lib/db/connection';
import { requestLog } from '@/lib/db/app-schema';
import { createRequestLogWriter, listRecentServiceCalls } from '@/lib/bff/records/request-log';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ kind: 'memory' });
  await handle.migrate('app');
});
afterAll(() => handle.close());

const SPRINGFIELD = 'org_springfield';
const SHELBYVILLE = 'org_shelbyville';
const writerFor = (organizationKey: string, options: { keep?: number; pruneEvery?: number } = {}) =>
  createRequestLogWriter({
    getDatabase: async () => handle.db,
    getOrganizationKey: async () => organizationKey,
    ...options,
  });
const rowsOf = (organizationKey: string) =>
  handle.db
    .select()
    .from(requestLog)
    .where(eq(requestLog.organizationKey, organizationKey))
    .orderBy(asc(requestLog.id));

const call = (attempt: number) => ({
  method: 'GET',
  pathTemplate: '/chats/{chatId}/',
  status: 200,
  durationMs: 12.6,
  requestId: `req_${attempt}`,
  attempt,
  outcome: 'ok' as const,
});

describe('the request log', () => {
  it('keeps the newest rows, pruning in the insert path every few inserts', async () => {
    const writer = writerFor(SPRINGFIELD, { keep: 10, pruneEvery: 5 });
    const sizes: number[] = [];
    for (let index = 1; index <= 23; index += 1) {
      await writer.record(call(index));
      const [row] = await handle.db
        .select({ rows: count() })
        .from(requestLog)
        .where(eq(requestLog.organizationKey, SPRINGFIELD));
      sizes.push(row!.rows);
    }
    // Pruned on inserts 1, 6, 11, 16 and 21: never more than keep + pruneEvery - 1 rows.
    expect(Math.max(...sizes)).toBe(14);
    expect(sizes.at(-1)).toBe(12);
    const kept = await rowsOf(SPRINGFIELD);
    expect(kept.map((row) => row.attempt)).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]);
  });

  it('stores what the client reports, without a response as status 0', async () => {
    const writer = writerFor(SPRINGFIELD);
    const at = new Date('2026-01-02T03:04:05Z');
    await writer.record({ ...call(1), status: null, requestId: null, outcome: 'network_error' }, at);
    const [latest] = await listRecentServiceCalls({ db: handle.db, organizationKey: SPRINGFIELD, limit: 1 });
    expect(latest).toMatchObject({
      at,
      method: 'GET',
      pathTemplate: '/chats/{chatId}/',
      status: 0,
      durationMs: 13,
      requestId: null,
      attempt: 1,
      outcome: 'network_error',
    });
  });

  it("neither lists nor prunes another organization's rows", async () => {
    const shelbyville = writerFor(SHELBYVILLE, { keep: 3, pruneEvery: 1 });
    const springfield = writerFor(SPRINGFIELD, { keep: 2, pruneEvery: 1 });
    for (let index = 101; index <= 105; index += 1) await shelbyville.record(call(index));
    expect((await rowsOf(SHELBYVILLE)).map((row) => row.attempt)).toEqual([103, 104, 105]);

    // Springfield prunes down to its own two newest rows; Shelbyville's three are left alone.
    for (let index = 201; index <= 204; index += 1) await springfield.record(call(index));
    expect((await rowsOf(SPRINGFIELD)).map((row) => row.attempt)).toEqual([203, 204]);
    expect((await rowsOf(SHELBYVILLE)).map((row) => row.attempt)).toEqual([103, 104, 105]);

    const listed = await listRecentServiceCalls({ db: handle.db, organizationKey: SPRINGFIELD });
    expect(listed.map((row) => row.attempt)).toEqual([204, 203]);
    expect(listed[0]).not.toHaveProperty('organizationKey');
    const other = await listRecentServiceCalls({ db: handle.db, organizationKey: SHELBYVILLE });
    expect(other.map((row) => row.attempt)).toEqual([105, 104, 103]);
    expect(await listRecentServiceCalls({ db: handle.db, organizationKey: 'org_ogdenville' })).toEqual([]);
  });

  it('writes a batch in one statement with one parameter, whatever its number of rows (ADR 0101)', async () => {
    const writer = writerFor(SHELBYVILLE, { pruneEvery: 1_000_000 });
    const at = new Date('2026-03-04T05:06:07Z');
    const calls = Array.from({ length: 40 }, (_, index) => ({
      entry: { ...call(1_000 + index), patientAccountId: index % 2 === 0 ? `pat_${index}` : null },
      at,
    }));
    // The tests' database is PGlite in memory, whose drizzle handle keeps its client here.
    const query = vi.spyOn((handle.db as unknown as { $client: PGlite }).$client, 'query');
    try {
      await writer.recordMany(calls);
      const inserts = query.mock.calls.filter(([text]) => /insert into "app"\."request_log"/i.test(text));
      expect(inserts).toHaveLength(1);
      expect(inserts[0]![1]).toHaveLength(1);
    } finally {
      query.mockRestore();
    }
    const stored = (await rowsOf(SHELBYVILLE)).filter((row) => row.attempt >= 1_000);
    expect(stored.map((row) => [row.attempt, row.patientAccountId, row.at])).toEqual(
      calls.map(({ entry }) => [entry.attempt, entry.patientAccountId, at]),
    );
  });
});

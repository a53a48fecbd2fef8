import { asc, count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/lib/db/connection';
import { requestLog } from '@/lib/db/app-schema';
import { createRequestLogWriter, listRecentServiceCalls } from './request-log';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ kind: 'memory' });
  await handle.migrate('app');
});
afterAll(() => handle.close());

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
    const writer = createRequestLogWriter({ getDatabase: async () => handle.db, keep: 10, pruneEvery: 5 });
    const sizes: number[] = [];
    for (let index = 1; index <= 23; index += 1) {
      await writer.record(call(index));
      const [row] = await handle.db.select({ rows: count() }).from(requestLog);
      sizes.push(row!.rows);
    }
    // Pruned on inserts 1, 6, 11, 16 and 21: never more than keep + pruneEvery - 1 rows.
    expect(Math.max(...sizes)).toBe(14);
    expect(sizes.at(-1)).toBe(12);
    const kept = await handle.db.select().from(requestLog).orderBy(asc(requestLog.id));
    expect(kept.map((row) => row.attempt)).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]);
  });

  it('stores what the client reports, without a response as status 0', async () => {
    const writer = createRequestLogWriter({ getDatabase: async () => handle.db });
    const at = new Date('2026-01-02T03:04:05Z');
    await writer.record({ ...call(1), status: null, requestId: null, outcome: 'network_error' }, at);
    const [latest] = await listRecentServiceCalls({ db: handle.db, limit: 1 });
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
});

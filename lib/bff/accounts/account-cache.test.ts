import { describe, expect, it } from 'vitest';
import { createAccountCache } from '@/lib/bff/accounts/account-cache';

interface Row {
  id: string;
  sessionVersion: number;
}

/** A table of one row whose reads are counted, and a clock the test moves. */
function setUp(ttl = 1_000) {
  const clock = { now: 0 };
  const table = { row: { id: 'pat_1', sessionVersion: 0 } as Row | undefined, reads: 0 };
  const cache = createAccountCache<Row>({ ttlMs: () => ttl, now: () => clock.now });
  const key = { organizationKey: 'org-a', id: 'pat_1' };
  const read = (at = key) =>
    cache.read(at, async () => {
      table.reads += 1;
      return table.row && { ...table.row };
    });
  return { clock, table, cache, key, read };
}

describe('the account cache behind sessions', () => {
  it('reads the row once per time-to-live, and again once it has passed', async () => {
    const { clock, table, read } = setUp();
    await read();
    await read();
    clock.now = 999;
    await read();
    expect(table.reads).toBe(1);
    clock.now = 1_000;
    await read();
    expect(table.reads).toBe(2);
  });

  it("sees this process's change at once: a revoked version is never served after forget", async () => {
    const { table, cache, read } = setUp();
    expect((await read())?.sessionVersion).toBe(0);
    table.row = { id: 'pat_1', sessionVersion: 1 };
    cache.forget('pat_1');
    expect((await read())?.sessionVersion).toBe(1);
  });

  it('bounds what another process changed by the time-to-live', async () => {
    const { clock, table, read } = setUp(1_000);
    await read();
    // Another instance revokes: nothing tells this one.
    table.row = { id: 'pat_1', sessionVersion: 1 };
    clock.now = 500;
    expect((await read())?.sessionVersion).toBe(0);
    clock.now = 1_000;
    expect((await read())?.sessionVersion).toBe(1);
  });

  it('does not keep a read that was under way when the account changed', async () => {
    const clock = { now: 0 };
    const cache = createAccountCache<Row>({ ttlMs: () => 1_000, now: () => clock.now });
    const key = { organizationKey: 'org-a', id: 'pat_1' };
    let finishOld!: (row: Row) => void;
    const old = cache.read(key, () => new Promise<Row>((resolve) => (finishOld = resolve)));
    // The sign-out commits and forgets while the old read is still on its way back.
    cache.forget('pat_1');
    finishOld({ id: 'pat_1', sessionVersion: 0 });
    await old;
    let reads = 0;
    const next = await cache.read(key, async () => {
      reads += 1;
      return { id: 'pat_1', sessionVersion: 1 };
    });
    expect(reads).toBe(1);
    expect(next?.sessionVersion).toBe(1);
  });

  it('keeps neither a missing row, a failed read, nor anything at a time-to-live of 0', async () => {
    const missing = setUp();
    missing.table.row = undefined;
    await missing.read();
    await missing.read();
    expect(missing.table.reads).toBe(2);

    const off = setUp(0);
    await off.read();
    await off.read();
    expect(off.table.reads).toBe(2);

    const failing = createAccountCache<Row>({ ttlMs: () => 1_000, now: () => 0 });
    const key = { organizationKey: 'org-a', id: 'pat_1' };
    await expect(failing.read(key, () => Promise.reject(new Error('database down')))).rejects.toThrow();
    await expect(failing.read(key, async () => ({ id: 'pat_1', sessionVersion: 3 }))).resolves.toEqual({
      id: 'pat_1',
      sessionVersion: 3,
    });
  });

  it("never answers one organization's read with another's row of the same id", async () => {
    const { table, read, key } = setUp();
    await read(key);
    await read({ ...key, organizationKey: 'org-b' });
    expect(table.reads).toBe(2);
  });

  it('holds at most maxEntries accounts, letting the oldest go', async () => {
    let reads = 0;
    const cache = createAccountCache<Row>({ ttlMs: () => 1_000, now: () => 0, maxEntries: 2 });
    const read = (id: string) =>
      cache.read({ organizationKey: 'org-a', id }, async () => {
        reads += 1;
        return { id, sessionVersion: 0 };
      });
    await read('a');
    await read('b');
    await read('c');
    await read('b');
    expect(reads).toBe(3);
    await read('a');
    expect(reads).toBe(4);
  });

  it('forgets for every copy of the module that names the same process-wide cache', async () => {
    // Next.js bundles the module for the route handlers and again for the pages: two copies, one cache.
    const name = `test-${Math.random()}`;
    const [routeCopy, pageCopy] = [0, 1].map(() =>
      createAccountCache<Row>({ ttlMs: () => 1_000, now: () => 0, processWideName: name }),
    );
    let version = 0;
    const load = async () => ({ id: 'pat_1', sessionVersion: version });
    const key = { organizationKey: 'org-a', id: 'pat_1' };
    expect((await pageCopy!.read(key, load))?.sessionVersion).toBe(0);
    version = 1;
    routeCopy!.forget('pat_1');
    expect((await pageCopy!.read(key, load))?.sessionVersion).toBe(1);

    const apart = createAccountCache<Row>({ ttlMs: () => 1_000, now: () => 0 });
    expect((await apart.read(key, load))?.sessionVersion).toBe(1);
    version = 2;
    routeCopy!.forget('pat_1');
    expect((await apart.read(key, load))?.sessionVersion).toBe(1);
  });
});

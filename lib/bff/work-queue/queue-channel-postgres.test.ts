import { Client, Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBinariesAvailable, startTestPostgres, type TestPostgres } from '@/testing/postgres-server';
import {
  createInProcessChannel,
  createPostgresChannel,
  NOTIFY_CHANNEL,
  type ChannelListener,
  type ChannelMessage,
  type QueueChannel,
} from './queue-channel';

function message(id: number, organizationKey = 'org-a'): ChannelMessage {
  return {
    organizationKey,
    change: {
      id,
      change: 'added',
      itemKey: `safety:${id}`,
      staffAccountId: null,
      at: new Date().toISOString(),
    },
  };
}

/** Collects what a channel delivers, and resolves when a message with `id` has arrived. */
function collector(channel: QueueChannel) {
  const received: ChannelMessage[] = [];
  let gaps = 0;
  const waiters: Array<{ id: number; resolve: () => void }> = [];
  const listener: ChannelListener = {
    message(value) {
      received.push(value);
      for (const waiter of waiters.filter((entry) => entry.id === value.change.id)) waiter.resolve();
    },
    gap: () => (gaps += 1),
  };
  const unsubscribe = channel.subscribe(listener);
  return {
    received,
    gaps: () => gaps,
    unsubscribe,
    arrival: (id: number) =>
      new Promise<void>((resolve) => {
        if (received.some((value) => value.change.id === id)) resolve();
        else waiters.push({ id, resolve });
      }),
  };
}

describe('the in-process channel (PGlite)', () => {
  it('delivers to every subscriber, and not after unsubscribing', async () => {
    const channel = createInProcessChannel();
    const first = collector(channel);
    const second = collector(channel);
    await channel.publish(message(1));
    await Promise.all([first.arrival(1), second.arrival(1)]);
    second.unsubscribe();
    await channel.publish(message(2));
    await first.arrival(2);
    expect(second.received.map((value) => value.change.id)).toEqual([1]);
  });
});

// Two instances on one PostgreSQL: each with its own pool (NOTIFY) and its own listening connection.
describe.skipIf(!postgresBinariesAvailable())('the PostgreSQL channel between two instances', () => {
  let postgres: TestPostgres;
  const pools: Pool[] = [];
  const channels: Array<ReturnType<typeof createPostgresChannel>> = [];

  beforeAll(async () => {
    postgres = await startTestPostgres();
    for (const _ of [1, 2]) {
      const pool = new Pool({ connectionString: postgres.url, max: 2 });
      pools.push(pool);
      const channel = createPostgresChannel({
        url: postgres.url,
        notify: async (name, payload) => void (await pool.query('SELECT pg_notify($1, $2)', [name, payload])),
        reconnectDelayMs: 100,
      });
      channels.push(channel);
      await channel.ready;
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all(channels.map((channel) => channel.close()));
    await Promise.all(pools.map((pool) => pool.end()));
    postgres?.stop();
  });

  it("delivers one instance's change to the other's subscribers and its own, well within 2 s", async () => {
    const [a, b] = channels;
    const onA = collector(a!);
    const onB = collector(b!);
    const started = performance.now();
    await a!.publish(message(10));
    await Promise.all([onA.arrival(10), onB.arrival(10)]);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(onB.received[0]).toMatchObject({
      organizationKey: 'org-a',
      change: { id: 10, itemKey: 'safety:10' },
    });
    onA.unsubscribe();
    onB.unsubscribe();
  });

  it('ignores notifications on its channel that are not changes', async () => {
    const onB = collector(channels[1]!);
    await pools[0]!.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, 'not json']);
    await pools[0]!.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, '{"organizationKey":1}']);
    await channels[0]!.publish(message(11));
    await onB.arrival(11);
    expect(onB.received.map((value) => value.change.id)).toEqual([11]);
    onB.unsubscribe();
  });

  it('listens again after its connection is cut, tells subscribers of the gap, and delivers again', async () => {
    const onB = collector(channels[1]!);
    const admin = new Client({ connectionString: postgres.url });
    await admin.connect();
    // Every listening connection but the admin's own: both instances' listeners are cut.
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE pid <> pg_backend_pid() AND query ILIKE 'LISTEN%'`,
    );
    await admin.end();
    await expect.poll(() => onB.gaps(), { timeout: 10_000 }).toBeGreaterThan(0);
    await channels[0]!.publish(message(12));
    await onB.arrival(12);
    onB.unsubscribe();
  });
});

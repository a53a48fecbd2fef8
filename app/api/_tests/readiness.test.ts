import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { BFF_ERROR_CODES } from '@/lib/contract/bff';
import { closeSharedDatabases } from '@/lib/db/connection';
import { bffLog } from '@/lib/bff/logging/bff-logger';
import { markShuttingDown } from '@/lib/bff/lifecycle/shutdown-state';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import {
  callRoute,
  configureTestEnvironment,
  readEnvelope,
  startTestServices,
} from '@/testing/bff/route-harness';
import * as health from '@/app/api/health/route';
import * as ready from '@/app/api/ready/route';

vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);
configureTestEnvironment();

beforeAll(startTestServices, 60_000);
afterEach(() => vi.restoreAllMocks());

interface Checks {
  checks: Record<string, string>;
}

async function readiness() {
  return readEnvelope<Checks>(await callRoute(ready.GET, '/api/ready'));
}

// In this order: each outcome breaks what the next ones do not need.
describe('the probes', () => {
  it('answer 200 without a session when everything answers, and write no log line', async () => {
    const info = vi.spyOn(bffLog, 'info');
    const alive = await readEnvelope<{ status: string }>(await callRoute(health.GET, '/api/health'));
    expect(alive).toMatchObject({ status: 200, body: { data: { status: 'alive' } } });

    const { status, body } = await readiness();
    expect(status).toBe(200);
    expect(body.data).toEqual({
      status: 'ready',
      checks: { shutdown: 'ok', database: 'ok', migrations: 'ok', service: 'ok' },
    });
    expect(info).not.toHaveBeenCalled();
  });

  it('answer 503 naming the migrations when the database lacks the newest one', async () => {
    const db = await getAppDatabase();
    const [newest] = await db
      .select({ id: sql<number>`id`, hash: sql<string>`hash`, createdAt: sql<string>`created_at` })
      .from(sql`drizzle.app_migrations`)
      .orderBy(sql`created_at desc`)
      .limit(1);
    await db.execute(sql`delete from drizzle.app_migrations where id = ${newest!.id}`);
    try {
      const { status, body } = await readiness();
      expect(status).toBe(503);
      expect(body).toMatchObject({
        code: BFF_ERROR_CODES.instanceNotReady,
        message: expect.stringContaining('lacks migrations'),
        data: { checks: { database: 'ok', migrations: 'failed' } },
      });
    } finally {
      await db.execute(
        sql`insert into drizzle.app_migrations (id, hash, created_at) values (${newest!.id}, ${newest!.hash}, ${newest!.createdAt})`,
      );
    }
    expect((await readiness()).status).toBe(200);
  });

  it('answer 503 naming the database when it does not answer, while liveness stays 200', async () => {
    await closeSharedDatabases();
    const { status, body } = await readiness();
    expect(status).toBe(503);
    expect(body).toMatchObject({
      code: BFF_ERROR_CODES.instanceNotReady,
      message: expect.stringContaining('The app database does not answer.'),
      data: { checks: { database: 'failed', migrations: 'skipped' } },
    });
    expect((await callRoute(health.GET, '/api/health')).status).toBe(200);
  });

  it('answer 503 at once while the instance is shutting down', async () => {
    markShuttingDown();
    const { status, body } = await readiness();
    expect(status).toBe(503);
    expect(body).toMatchObject({
      code: BFF_ERROR_CODES.instanceNotReady,
      message: 'This instance is not ready. This instance is shutting down.',
      data: {
        checks: { shutdown: 'failed', database: 'skipped', migrations: 'skipped', service: 'skipped' },
      },
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createEmbeddedService, type EmbeddedService } from '@/lib/embedded';
import { listTokens } from '@/lib/embedded/provisioning';
import { testConfig } from '@/testing/embedded/test-config';
import { postgresBinariesAvailable, startTestPostgres, type TestPostgres } from '@/testing/postgres-server';
import { openDatabase } from './connection';

// The same migrations and code paths on a real PostgreSQL server, with two service instances sharing it
// as they would behind a load balancer.
describe.skipIf(!postgresBinariesAvailable())('PostgreSQL through DATABASE_URL', () => {
  let postgres: TestPostgres;
  let first: EmbeddedService;
  let second: EmbeddedService;
  const token = 'tok-postgres-test';

  beforeAll(async () => {
    postgres = await startTestPostgres();
    const config = testConfig({
      database: { kind: 'postgres', url: postgres.url },
      organizations: [{ name: 'pg-org', token }],
    });
    first = await createEmbeddedService({ config });
    second = await createEmbeddedService({ config });
  }, 120_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
    postgres?.stop();
  });

  const call = (service: EmbeddedService, path: string, init: RequestInit = {}) =>
    service.fetch(
      new Request(`http://embedded.test/api/v1${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
      }),
    );

  it('applies both sides’ migrations', async () => {
    const handle = await openDatabase({ kind: 'postgres', url: postgres.url });
    await handle.migrate('embedded');
    await handle.migrate('app');
    await handle.close();
  });

  it('serves a user created on one instance from the other', async () => {
    const created = await call(first, '/users/', {
      method: 'POST',
      body: JSON.stringify({ firstName: 'Marge', email: 'marge@example.test' }),
    });
    expect(created.status).toBe(201);
    const { data } = await created.json();
    const read = await call(second, '/users/', { headers: { 'X-Service-User-ID': data.id } });
    expect(read.status).toBe(200);
    expect((await read.json()).data.firstName).toBe('Marge');
  });

  it('creates exactly one user for concurrent requests with one key across instances', async () => {
    const body = JSON.stringify({ email: 'bart@example.test' });
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call(index % 2 ? first : second, '/users/', {
          method: 'POST',
          body,
          headers: { 'Idempotency-Key': 'pg-concurrent-key' },
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const ids = new Set(
      await Promise.all(
        responses.filter((response) => response.status === 201).map(async (response) => (await response.json()).data.id),
      ),
    );
    expect(ids.size).toBe(1);
    const conflict = await call(first, '/users/', { method: 'POST', body });
    expect((await conflict.json()).code).toBe('error.user.conflict');
  });

  it('keeps one demo token for every start and every instance when no organization is configured', async () => {
    // A database of its own, so that the configured organization above does not count.
    const admin = await openDatabase({ kind: 'postgres', url: postgres.url });
    await admin.db.execute(sql`CREATE DATABASE demo_token_test`);
    await admin.close();
    const config = testConfig({
      database: { kind: 'postgres', url: postgres.url.replace(/\/postgres$/, '/demo_token_test') },
      organizations: [],
    });
    const together = await Promise.all([createEmbeddedService({ config }), createEmbeddedService({ config })]);
    const [token] = together[0].organizations.map((organization) => organization.token);
    expect(together[1].organizations).toEqual([{ name: 'demo', token }]);
    await Promise.all(together.map((service) => service.close()));

    const restarted = await createEmbeddedService({ config });
    expect(restarted.organizations).toEqual([{ name: 'demo', token }]);
    const tokens = await listTokens(restarted.deps.db, 'demo');
    expect(tokens).toHaveLength(1);
    await restarted.close();
  }, 60_000);
});

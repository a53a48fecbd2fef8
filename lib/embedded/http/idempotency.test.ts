import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '@/lib/db/embedded-schema';
import { createEmbeddedService, type EmbeddedService } from '@/lib/embedded/index';
import { findOrganizationByName } from '@/lib/embedded/provisioning';
import { IDEMPOTENCY_CLAIM_LEASE_MS, IDEMPOTENCY_RETENTION_MS } from '@/lib/embedded/store/idempotency-store';
import { testConfig } from '@/testing/embedded/test-config';
import { createTestOrganization, type TestOrganization } from '@/testing/embedded/test-organization';
import { requireOrganization } from './auth';
import { withIdempotency } from './idempotency';
import { embeddedLog } from '@/lib/embedded/embedded-log';

describe('Idempotency-Key', () => {
  let service: EmbeddedService;
  let nowMs = Date.parse('2026-03-02T09:00:00Z');
  const clock = { now: () => new Date(nowMs) };
  let flakyCalls = 0;
  // Resolvers of the gated requests now waiting, oldest first.
  const gated: Array<() => void> = [];
  const waitUntilGated = async (waiting: number) => {
    while (gated.length < waiting) await new Promise((resolve) => setTimeout(resolve, 5));
  };

  const post = (
    org: TestOrganization,
    path: string,
    body: unknown,
    key?: string,
    headers: Record<string, string> = {},
  ) =>
    org.call(path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: key === undefined ? headers : { 'Idempotency-Key': key, ...headers },
    });

  async function countUsers(org: TestOrganization): Promise<number> {
    const organization = await findOrganizationByName(service.deps.db, org.name);
    const [row] = await service.deps.db
      .select({ total: count() })
      .from(users)
      .where(eq(users.organizationId, organization!.id));
    return row!.total;
  }

  beforeAll(async () => {
    service = await createEmbeddedService({ config: testConfig(), clock });
    const { app, deps } = service;
    // Operations that fail or wait on demand; added before the first request builds the router.
    app.post('/test/flaky/', requireOrganization(deps), withIdempotency(deps), (c) => {
      flakyCalls += 1;
      if (flakyCalls === 1) throw new Error('first attempt fails');
      if (flakyCalls === 2) return c.json({ code: 'error.service.unavailable', message: 'busy' }, 503);
      return c.json({ code: 'success', message: 'Request successful', data: { attempt: flakyCalls } }, 201);
    });
    app.post('/test/gated/', requireOrganization(deps), withIdempotency(deps), async (c) => {
      await new Promise<void>((resolve) => gated.push(resolve));
      return c.json({ code: 'success', message: 'Request successful', data: null }, 200);
    });
    const brokenDb = new Proxy(deps.db, {
      get: (target, property, receiver) =>
        ['insert', 'update', 'delete', 'select'].includes(String(property))
          ? () => {
              throw new Error('store unreachable');
            }
          : Reflect.get(target, property, receiver),
    });
    app.post(
      '/test/store-down/',
      requireOrganization(deps),
      withIdempotency({ ...deps, db: brokenDb }),
      (c) => {
        flakyCalls += 100;
        return c.json({ code: 'success', message: 'Request successful', data: null }, 200);
      },
    );
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => service.close());

  it('replays the stored result with the same body and a fresh request id', async () => {
    const org = await createTestOrganization(service);
    const first = await post(
      org,
      '/users/',
      { firstName: 'Marge', email: 'marge@example.test' },
      'key-replay',
    );
    expect(first.status).toBe(201);
    expect(first.headers.get('Idempotency-Replayed')).toBeNull();
    const firstBody = await first.text();
    // The key's fingerprint read the body, and the route's validator still saw it.
    expect(JSON.parse(firstBody).data).toMatchObject({ firstName: 'Marge', email: 'marge@example.test' });

    const again = await post(
      org,
      '/users/',
      { firstName: 'Marge', email: 'marge@example.test' },
      'key-replay',
    );
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotency-Replayed')).toBe('true');
    expect(again.headers.get('Content-Type')).toContain('application/json');
    expect(await again.text()).toBe(firstBody);
    expect(again.headers.get('X-Request-ID')).toMatch(/^req_/);
    expect(again.headers.get('X-Request-ID')).not.toBe(first.headers.get('X-Request-ID'));
    expect(await countUsers(org)).toBe(1);
  });

  it('answers 409 payload_mismatch for another body, path or user with the same key', async () => {
    const org = await createTestOrganization(service);
    expect((await post(org, '/users/', { firstName: 'Bart' }, 'key-mismatch')).status).toBe(201);
    for (const response of [
      await post(org, '/users/', { firstName: 'Lisa' }, 'key-mismatch'),
      await post(org, '/users/', { firstName: 'Bart' }, 'key-mismatch', { 'X-Service-User-ID': 'usr_other' }),
    ]) {
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        code: 'error.idempotency.conflict',
        message: expect.any(String),
        data: { reason: 'payload_mismatch' },
      });
    }
    expect(await countUsers(org)).toBe(1);
  });

  it('scopes keys to the organization', async () => {
    const springfield = await createTestOrganization(service);
    const shelbyville = await createTestOrganization(service);
    expect((await post(springfield, '/users/', { firstName: 'Ned' }, 'shared-key')).status).toBe(201);
    const other = await post(shelbyville, '/users/', { firstName: 'Maude' }, 'shared-key');
    expect(other.status).toBe(201);
    expect(other.headers.get('Idempotency-Replayed')).toBeNull();
    expect(await countUsers(shelbyville)).toBe(1);
  });

  it('forgets a result after 24 hours', async () => {
    const org = await createTestOrganization(service);
    const first = await (await post(org, '/users/', { firstName: 'Moe' }, 'key-expiry')).json();
    nowMs += IDEMPOTENCY_RETENTION_MS - 1;
    const within = await post(org, '/users/', { firstName: 'Moe' }, 'key-expiry');
    expect(within.headers.get('Idempotency-Replayed')).toBe('true');
    nowMs += 1;
    const after = await post(org, '/users/', { firstName: 'Moe' }, 'key-expiry');
    expect(after.status).toBe(201);
    expect(after.headers.get('Idempotency-Replayed')).toBeNull();
    expect((await after.json()).data.id).not.toBe(first.data.id);
    expect(await countUsers(org)).toBe(2);
  });

  it('answers 503 without running the operation when coordination is unavailable', async () => {
    const org = await createTestOrganization(service);
    service.faults.update({ idempotencyUnavailable: true });
    try {
      const refused = await post(org, '/users/', { firstName: 'Apu' }, 'key-down');
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({
        code: 'error.idempotency.unavailable',
        message: expect.any(String),
      });
      expect(await countUsers(org)).toBe(0);
      // Without a key nothing needs coordinating.
      expect((await post(org, '/users/', { firstName: 'Apu' })).status).toBe(201);
    } finally {
      service.faults.reset();
    }
  });

  it('answers 503 without running the operation when the store fails', async () => {
    const org = await createTestOrganization(service);
    vi.spyOn(embeddedLog, 'error').mockImplementation(() => {});
    const callsBefore = flakyCalls;
    const refused = await post(org, '/test/store-down/', {}, 'key-store-down');
    expect(refused.status).toBe(503);
    expect((await refused.json()).code).toBe('error.idempotency.unavailable');
    expect(flakyCalls).toBe(callsBefore);
  });

  it('rejects a key that is too long, empty or not visible ASCII with 422', async () => {
    const org = await createTestOrganization(service);
    for (const key of ['k'.repeat(256), '', 'clé']) {
      const response = await post(org, '/users/', { firstName: 'Otto' }, key);
      expect(response.status).toBe(422);
      const body = await response.json();
      expect(body.code).toBe('error.validation');
      expect(body.data.fields[0].path).toBe('Idempotency-Key');
    }
    expect((await post(org, '/users/', { firstName: 'Otto' }, 'k'.repeat(255))).status).toBe(201);
    expect(await countUsers(org)).toBe(1);
  });

  it('stores and replays a 4xx result', async () => {
    const org = await createTestOrganization(service);
    const invalid = await post(org, '/users/', { sex: 'unknown' }, 'key-invalid');
    expect(invalid.status).toBe(422);
    const replayed = await post(org, '/users/', { sex: 'unknown' }, 'key-invalid');
    expect(replayed.status).toBe(422);
    expect(replayed.headers.get('Idempotency-Replayed')).toBe('true');
    expect(await replayed.json()).toEqual(await invalid.json());

    await post(org, '/users/', { email: 'krusty@example.test' });
    const conflict = await post(org, '/users/', { email: 'krusty@example.test' }, 'key-conflict');
    expect(conflict.status).toBe(400);
    const conflictReplay = await post(org, '/users/', { email: 'krusty@example.test' }, 'key-conflict');
    expect(conflictReplay.headers.get('Idempotency-Replayed')).toBe('true');
    expect((await conflictReplay.json()).code).toBe('error.user.conflict');
  });

  it('does not store a 5xx or a thrown error, so the request can be retried with the key', async () => {
    const org = await createTestOrganization(service);
    vi.spyOn(embeddedLog, 'error').mockImplementation(() => {});
    flakyCalls = 0;
    expect((await post(org, '/test/flaky/', {}, 'key-flaky')).status).toBe(500);
    expect((await post(org, '/test/flaky/', {}, 'key-flaky')).status).toBe(503);
    const succeeded = await post(org, '/test/flaky/', {}, 'key-flaky');
    expect(succeeded.status).toBe(201);
    expect(succeeded.headers.get('Idempotency-Replayed')).toBeNull();
    const replayed = await post(org, '/test/flaky/', {}, 'key-flaky');
    expect(replayed.headers.get('Idempotency-Replayed')).toBe('true');
    expect((await replayed.json()).data.attempt).toBe(3);
    expect(flakyCalls).toBe(3);
  });

  it('answers 409 in_progress while the first request runs, and lets a stale claim go', async () => {
    const org = await createTestOrganization(service);
    const first = post(org, '/test/gated/', {}, 'key-gated');
    await waitUntilGated(1);
    const during = await post(org, '/test/gated/', {}, 'key-gated');
    expect(during.status).toBe(409);
    expect((await during.json()).data).toEqual({ reason: 'in_progress' });
    gated.shift()!();
    expect((await first).status).toBe(200);
    expect((await post(org, '/test/gated/', {}, 'key-gated')).headers.get('Idempotency-Replayed')).toBe(
      'true',
    );

    // A claim whose request never ends (a crashed process) stops blocking the key after its lease.
    const stuck = post(org, '/test/gated/', {}, 'key-stuck');
    await waitUntilGated(1);
    nowMs += IDEMPOTENCY_CLAIM_LEASE_MS;
    const takeover = post(org, '/test/gated/', {}, 'key-stuck');
    await waitUntilGated(2);
    gated.pop()!();
    expect((await takeover).status).toBe(200);
    gated.shift()!();
    expect((await stuck).status).toBe(200);
    expect((await post(org, '/test/gated/', {}, 'key-stuck')).headers.get('Idempotency-Replayed')).toBe(
      'true',
    );
  });

  it('creates exactly one user when ten requests race with one key', async () => {
    const org = await createTestOrganization(service);
    const body = { firstName: 'Ralph', email: 'ralph@example.test' };
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => post(org, '/users/', body, 'key-race')),
    );
    const originals = responses.filter((r) => r.status === 201 && !r.headers.has('Idempotency-Replayed'));
    const replays = responses.filter(
      (r) => r.status === 201 && r.headers.get('Idempotency-Replayed') === 'true',
    );
    const inProgress = responses.filter((r) => r.status === 409);
    expect(originals).toHaveLength(1);
    expect(originals.length + replays.length + inProgress.length).toBe(10);
    for (const response of inProgress) expect((await response.json()).data.reason).toBe('in_progress');
    expect(await countUsers(org)).toBe(1);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';
import { startEmbeddedClient, type EmbeddedClientHarness } from '@/testing/service/embedded-client';

describe('the client against injected faults of the embedded service', () => {
  let harness: EmbeddedClientHarness;
  beforeAll(async () => {
    harness = await startEmbeddedClient({ token: 'tok-service-client-faults' });
  });
  afterEach(() => {
    harness.service.faults.reset();
  });
  afterAll(() => harness.close());

  it('reports idempotency coordination being down after one attempt', async () => {
    harness.service.faults.update({ idempotencyUnavailable: true });
    const before = harness.calls.length;
    await expect(
      harness.client.createUser({ body: {}, idempotencyKey: newIdempotencyKey() }),
    ).rejects.toMatchObject({
      status: 503,
      code: 'error.idempotency.unavailable',
    });
    expect(harness.calls.slice(before).map((call) => call.outcome)).toEqual(['http_error']);
  });

  it('retries reads through a share of 503s', async () => {
    const user = await harness.client.createUser({
      body: { firstName: 'Apu' },
      idempotencyKey: newIdempotencyKey(),
    });
    // The service draws its failures from a seeded sequence, whose longest run of failures is eight.
    const client = harness.createClient({ retry: { maxAttempts: 10 } });
    harness.service.faults.update({ readErrorRate: 0.5 });
    const before = harness.calls.length;
    for (let read = 0; read < 10; read += 1) {
      await expect(client.getUser({ userId: user.id })).resolves.toMatchObject({ id: user.id });
    }
    const attempts = harness.calls.slice(before);
    expect(attempts.some((call) => call.status === 503)).toBe(true);
    expect(attempts.filter((call) => call.outcome === 'ok')).toHaveLength(10);
  });
});

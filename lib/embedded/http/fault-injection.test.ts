import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedService, type EmbeddedService } from '@/lib/embedded/index';
import { testConfig } from '@/testing/embedded/test-config';
import { createTestOrganization, type TestOrganization } from '@/testing/embedded/test-organization';

describe('fault injection', () => {
  let service: EmbeddedService;
  let org: TestOrganization;
  let userId: string;
  const readUser = () => org.call('/users/', { headers: { 'X-Service-User-ID': userId } });

  beforeAll(async () => {
    service = await createEmbeddedService({ config: testConfig() });
    org = await createTestOrganization(service);
    userId = (await (await org.call('/users/', { method: 'POST', body: '{}' })).json()).data.id;
  });
  afterEach(() => service.faults.reset());
  afterAll(() => service.close());

  it('adds the configured latency to every request', async () => {
    service.faults.update({ latencyMs: 60 });
    const started = performance.now();
    expect((await readUser()).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('fails every read at rate 1 with 503 error.service.unavailable, and leaves writes alone', async () => {
    service.faults.update({ readErrorRate: 1 });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await readUser();
      expect(response.status).toBe(503);
      expect(response.headers.get('X-Request-ID')).toMatch(/^req_/);
      expect(await response.json()).toEqual({
        code: 'error.service.unavailable',
        message: expect.any(String),
      });
    }
    expect((await org.call('/users/', { method: 'POST', body: '{}' })).status).toBe(201);
  });

  it('fails only a share of reads at a lower rate', async () => {
    service.faults.update({ readErrorRate: 0.5 });
    const statuses = [];
    for (let attempt = 0; attempt < 40; attempt += 1) statuses.push((await readUser()).status);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(5);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(5);
  });

  it('never touches the admin endpoint, the document or the waiting room', async () => {
    // A latency far above what three in-process calls take, even on a loaded machine: had it been
    // added to any of them, the elapsed time would reach it.
    const latencyMs = 10_000;
    service.faults.update({ readErrorRate: 1, latencyMs });
    const started = performance.now();
    expect((await org.call('/_admin/faults')).status).toBe(200);
    expect((await org.call('/openapi.json')).status).toBe(200);
    // Whatever the waiting room answers, it is not the injected 503.
    expect((await org.call('/waiting-room/unknown/')).status).not.toBe(503);
    expect(performance.now() - started).toBeLessThan(latencyMs);
    expect((await org.call('/_admin/faults', { method: 'DELETE' })).status).toBe(200);
    expect((await readUser()).status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedService, type EmbeddedService } from '@/lib/embedded/index';
import { NO_FAULTS } from '@/lib/embedded/faults';
import { testConfig } from '@/testing/embedded/test-config';
import { createTestOrganization, type TestOrganization } from '@/testing/embedded/test-organization';

describe('/_admin/faults', () => {
  let service: EmbeddedService;
  let org: TestOrganization;
  const put = (body: string, headers: Record<string, string> = {}) =>
    org.call('/_admin/faults', { method: 'PUT', body, headers });

  beforeAll(async () => {
    service = await createEmbeddedService({ config: testConfig({ faults: 'latency=5' }) });
    org = await createTestOrganization(service);
  });
  afterAll(() => service.close());

  it('requires a valid Bearer token for every method', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await service.fetch(
        new Request('http://embedded.test/api/v1/_admin/faults', {
          method,
          headers: { Authorization: 'Bearer not-a-token', 'Content-Type': 'application/json' },
          body: method === 'PUT' ? '{}' : undefined,
        }),
      );
      expect(response.status).toBe(401);
      expect((await response.json()).code).toBe('error.auth.unauthorized');
    }
    expect(service.faults.current().latencyMs).toBe(5);
  });

  it('reads, changes part of, and resets the settings', async () => {
    const read = await org.call('/_admin/faults');
    expect(read.status).toBe(200);
    expect((await read.json()).data).toEqual({ ...NO_FAULTS, latencyMs: 5 });

    const changed = await put(
      JSON.stringify({ readErrorRate: 0.25, cutStreamAfterEvents: 3, rateLimitStreams: true }),
    );
    expect(changed.status).toBe(200);
    expect((await changed.json()).data).toEqual({
      ...NO_FAULTS,
      latencyMs: 5,
      readErrorRate: 0.25,
      cutStreamAfterEvents: 3,
      rateLimitStreams: true,
    });
    expect(service.faults.current().rateLimitStreams).toBe(true);

    const reset = await org.call('/_admin/faults', { method: 'DELETE' });
    expect((await reset.json()).data).toEqual(NO_FAULTS);
    expect(service.faults.current()).toEqual(NO_FAULTS);
  });

  it('rejects a bad shape with 422 and changes nothing', async () => {
    for (const [body, path] of [
      ['{"readErrorRate": 2}', 'readErrorRate'],
      ['{"latencyMs": -1}', 'latencyMs'],
      ['{"artifactFailure": "yes"}', 'artifactFailure'],
      ['{"explode": true}', 'explode'],
    ] as const) {
      const response = await put(body);
      expect(response.status).toBe(422);
      const error = await response.json();
      expect(error.code).toBe('error.validation');
      expect(error.data.fields.map((field: { path: string }) => field.path)).toEqual([path]);
    }
    expect((await put('{')).status).toBe(400);
    expect((await put('{}', { 'Content-Type': 'text/plain' })).status).toBe(415);
    expect(service.faults.current()).toEqual(NO_FAULTS);
  });

  it('is left out of the published document', async () => {
    const document = await (await org.call('/openapi.json')).json();
    expect(Object.keys(document.paths).some((path) => path.includes('_admin'))).toBe(false);
  });
});

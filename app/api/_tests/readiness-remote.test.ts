import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BFF_ERROR_CODES } from '@/lib/contract/bff';
import { startStandaloneService, type StandaloneService } from '@/lib/embedded/standalone';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { SERVICE_CHECK_TTL_MS } from '@/lib/bff/lifecycle/readiness';
import { testConfig } from '@/testing/embedded/test-config';
import { callRoute, readEnvelope } from '@/testing/bff/route-harness';
import * as ready from '@/app/api/ready/route';

// Remote mode against a service of this file's own, in either run (in process or remote), with a token
// the service has never issued. The configuration is read on first use: after this.
vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);
const WRONG_TOKEN = 'tok-never-issued-readiness-0123456789';
process.env.SESSION_SECRET = 'bff-route-tests-session-secret-0123456789';
process.env.APP_DATABASE = 'memory';
delete process.env.DATABASE_URL;
delete process.env.EMBEDDED_DATABASE;

let service: StandaloneService;

beforeAll(async () => {
  service = await startStandaloneService({
    port: 0,
    host: '127.0.0.1',
    config: testConfig({ organizations: [{ name: 'readiness', token: 'tok-readiness-issued-0123456789' }] }),
  });
  process.env.SERVICE_BASE_URL = service.baseUrl;
  process.env.SERVICE_API_TOKEN = WRONG_TOKEN;
  // Opened and migrated at start, as instrumentation does before the first request.
  await getAppDatabase();
}, 60_000);

afterAll(() => service?.close());

describe('readiness in remote mode', () => {
  it('answers 503 naming the service when it refuses the configured token, and shows neither token nor address', async () => {
    const response = await callRoute(ready.GET, '/api/ready');
    const text = await response.clone().text();
    const { status, body } = await readEnvelope(response);
    expect(status).toBe(503);
    expect(body).toMatchObject({
      code: BFF_ERROR_CODES.instanceNotReady,
      message: expect.stringContaining('The consultation service refused the configured token.'),
      data: { checks: { database: 'ok', migrations: 'ok', service: 'failed' } },
    });
    expect(text).not.toContain(WRONG_TOKEN);
    expect(text).not.toContain(new URL(service.baseUrl).host);
  });

  it('answers 503 naming the service when it does not answer at all', async () => {
    await service.close();
    // The last answer is kept briefly (SERVICE_CHECK_TTL_MS): a probe after it asks again. The clock moves
    // on instead of the test waiting for it.
    const realNow = performance.now.bind(performance);
    const clock = vi
      .spyOn(performance, 'now')
      .mockImplementation(() => realNow() + SERVICE_CHECK_TTL_MS + 100);
    const { status, body } = await readEnvelope(await callRoute(ready.GET, '/api/ready')).finally(() =>
      clock.mockRestore(),
    );
    expect(status).toBe(503);
    expect(body).toMatchObject({
      message: expect.stringContaining('The consultation service does not answer.'),
      data: { checks: { service: 'failed' } },
    });
  });
});

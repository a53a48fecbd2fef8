import type { PGlite } from '@electric-sql/pglite';
import { createNoopMeter, propagation, trace } from '@opentelemetry/api';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as getMe } from '@/app/api/users/me/route';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import {
  actAs,
  callRoute,
  configureTestEnvironment,
  createPatient,
  startTestServices,
  type SignedIn,
} from '@/testing/bff/route-harness';
import type { PatientAccount } from '@/lib/bff/accounts';

vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);
configureTestEnvironment();
// The longest an instance may keep an account row: a loaded machine takes a while for each request.
const ACCOUNT_CACHE_MS = 5_000;
process.env.ACCOUNT_CACHE_MS = String(ACCOUNT_CACHE_MS);

let homer: SignedIn<PatientAccount>;

beforeAll(async () => {
  await startTestServices();
  homer = await createPatient();
});

/** The statements the app's schema sees while `work` runs (the embedded service shares the database). */
async function appStatementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  // The tests' app database is PGlite in memory, whose drizzle handle keeps its client here.
  const client = ((await getAppDatabase()) as unknown as { $client: PGlite }).$client;
  const query = vi.spyOn(client, 'query');
  try {
    await work();
    return query.mock.calls.map((call) => call[0]).filter((sql) => /"app"\./.test(sql));
  } finally {
    query.mockRestore();
  }
}

describe("a patient's read, what it costs the app's database (ADR 0099)", () => {
  it('reads the account row once per ACCOUNT_CACHE_MS, not per request, and writes its log later, in a batch', async () => {
    actAs(homer);
    expect((await callRoute(getMe, '/api/users/me')).status).toBe(200);
    const requests = 6;
    const startedAt = performance.now();
    const statements = await appStatementsDuring(async () => {
      for (let index = 0; index < requests; index += 1) {
        expect((await callRoute(getMe, '/api/users/me')).status).toBe(200);
      }
    });
    const elapsedMs = performance.now() - startedAt;
    const cacheLifetimes = Math.ceil(elapsedMs / ACCOUNT_CACHE_MS);
    const accountReads = statements.filter((sql) => /"patient_accounts"/.test(sql));
    expect(accountReads.length).toBeLessThanOrEqual(Math.min(cacheLifetimes, requests - 1));
    // The log's batch writes at most once a second, whatever the number of requests in it.
    const logInserts = statements.filter((sql) => /insert into "app"\."request_log"/.test(sql));
    expect(logInserts.length).toBeLessThanOrEqual(Math.min(Math.ceil(elapsedMs / 1_000), requests - 1));
  });
});

describe('a session written again by its idle clock (ADR 0089), what it costs', () => {
  it('is never opened again: not by the request that wrote it, nor by the next one that sends it', async () => {
    actAs(homer);
    expect((await callRoute(getMe, '/api/users/me')).status).toBe(200);
    // Past the ten seconds after which a request writes the session's activity into a new seal.
    const later = Date.now() + 15_000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
    const decrypt = vi.spyOn(globalThis.crypto.subtle, 'decrypt');
    try {
      for (let request = 0; request < 2; request += 1) {
        expect((await callRoute(getMe, '/api/users/me')).status).toBe(200);
      }
      expect(decrypt).not.toHaveBeenCalled();
    } finally {
      decrypt.mockRestore();
      clock.mockRestore();
    }
  });
});

describe('with no telemetry SDK registered, what a request costs (ADR 0101)', () => {
  it('makes no span, no trace context and no measurement, for the route, its service call nor the service', async () => {
    actAs(homer);
    expect((await callRoute(getMe, '/api/users/me')).status).toBe(200);
    const getTracer = vi.spyOn(trace, 'getTracer');
    const inject = vi.spyOn(propagation, 'inject');
    const extract = vi.spyOn(propagation, 'extract');
    // Every histogram of the API's no-op meter is this one object.
    const record = vi.spyOn(createNoopMeter().createHistogram('any'), 'record');
    try {
      expect((await callRoute(getMe, '/api/users/me')).status).toBe(200);
      expect(getTracer).not.toHaveBeenCalled();
      expect(inject).not.toHaveBeenCalled();
      expect(extract).not.toHaveBeenCalled();
      expect(record).not.toHaveBeenCalled();
    } finally {
      for (const spy of [getTracer, inject, extract, record]) spy.mockRestore();
    }
  });
});

describe("a guarded request's session cookie (ADR 0110, 0117)", () => {
  it("is read from the request's own Cookie header, without Next's views of the headers or cookies", async () => {
    const { sessionCookieName } = await import('@/lib/bff/session/session');
    // Next's `headers()` and `cookies()` answer from the jar here: empty, while the request carries the seal.
    actAs(null);
    const sent = { headers: { Cookie: `${sessionCookieName()}=${homer.seal}` } };
    expect((await callRoute(getMe, '/api/users/me', sent)).status).toBe(200);
    // And the other way round: the jar holds the seal, the request carries none.
    actAs(homer);
    const unsigned = { headers: { Cookie: 'theme=dark' } };
    expect((await callRoute(getMe, '/api/users/me', unsigned)).status).toBe(401);
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedService, type EmbeddedService } from '@/lib/embedded/index';
import { testConfig } from '@/testing/embedded/test-config';
import { createTestOrganization, type TestOrganization } from '@/testing/embedded/test-organization';

// Bounded and repeatable, like the other property tests of the service.
const SEED = 20261125;
const RUNS = 300;

/** What a client may send through fetch (TRACE and CONNECT are refused by fetch itself: see standalone.test.ts). */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'QUERY', 'PROPFIND'];

type Paths = Record<string, Record<string, unknown>>;

function allowFor(documented: Record<string, unknown>): string {
  const methods = new Set(Object.keys(documented).map((method) => method.toUpperCase()));
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort().join(', ');
}

describe('a method a documented path does not offer', () => {
  let service: EmbeddedService;
  let org: TestOrganization;
  let paths: Paths;

  beforeAll(async () => {
    service = await createEmbeddedService({ config: testConfig() });
    org = await createTestOrganization(service, 'methods');
    paths = (await (await org.call('/openapi.json')).json()).paths;
  });
  afterAll(() => service.close());

  it('is 405 error.method_not_allowed with Allow listing the documented methods, for any path parameter', async () => {
    const cases = fc
      .constantFrom(...Object.keys(paths))
      .chain((path) =>
        fc.record({
          path: fc.constant(path),
          // Prefixed, so that an id is never one of the fixed segments (`asap`) or a dot segment.
          id: fc.string({ minLength: 1, maxLength: 24 }).map((text) => `id${encodeURIComponent(text)}`),
          method: fc.constantFrom(...METHODS.filter((method) => !(method.toLowerCase() in paths[path]!))),
        }),
      )
      .filter(({ path, method }) => !(method === 'HEAD' && 'get' in paths[path]!));
    await fc.assert(
      fc.asyncProperty(cases, async ({ path, id, method }) => {
        const url = path.replace(/\{\w+\}/g, id);
        const response = await org.call(url, { method });
        const description = `${method} ${url}`;
        expect(response.status, description).toBe(405);
        expect(response.headers.get('Allow'), description).toBe(allowFor(paths[path]!));
        expect(response.headers.get('X-Request-ID'), description).toMatch(/^req_/);
        if (method === 'HEAD') return;
        const allowed = allowFor(paths[path]!).split(', ');
        expect(await response.json(), description).toEqual({
          code: 'error.method_not_allowed',
          message: expect.stringContaining(method),
          data: { allowed },
        });
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });

  it('is decided by the fixed path before a parameter: GET /appointments/asap/ is no appointment', async () => {
    for (const path of ['/appointments/asap/', '/appointments/scheduled/']) {
      const response = await org.call(path);
      expect(response.status, path).toBe(405);
      expect(response.headers.get('Allow'), path).toBe('POST');
    }
    const slots = await org.call('/appointments/scheduled/available-slots/', { method: 'POST' });
    expect(slots.status).toBe(405);
    expect(slots.headers.get('Allow')).toBe('GET, HEAD');
  });

  it('comes before the credentials are checked, and an offered method still asks for them', async () => {
    const refused = await service.fetch(
      new Request('http://embedded.test/api/v1/chats/c1/', { method: 'DELETE' }),
    );
    expect(refused.status).toBe(405);
    const offered = await service.fetch(new Request('http://embedded.test/api/v1/chats/c1/'));
    expect(offered.status).toBe(401);
  });

  it('leaves a path no operation has to the 404', async () => {
    for (const [method, path] of [
      ['DELETE', '/no-such-operation/'],
      ['GET', '/users'],
      ['PUT', '/chats/c1/extra/'],
      ['GET', '/chats//'],
    ] as const) {
      const response = await org.call(path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect((await response.json()).code).toBe('error.not_found');
      expect(response.headers.get('Allow')).toBeNull();
    }
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ROUTE_METHODS } from '@/lib/bff/http/method-not-allowed';
import { API_CONTENT_SECURITY_POLICY } from '@/lib/bff/http/security-headers';
import { UNROUTABLE_METHOD_HEADER } from '@/lib/bff/http/unroutable-method';
import { callRoute, configureTestEnvironment, startTestServices } from '@/testing/bff/route-harness';

vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);
configureTestEnvironment();

// Next.js answers a method a route file does not export with a bare 405: no body, no Allow, none of
// the API's security headers. Every route file therefore exports every method (ADR 0050).

type Method = (typeof ROUTE_METHODS)[number];

interface RouteFile {
  /** `/api/chats/[chatId]`, as the folders name it. */
  route: string;
  file: string;
  /** The methods the file serves itself (`export const GET = ...`), as its source says. */
  served: Method[];
}

function routeFiles(): RouteFile[] {
  const app = join(process.cwd(), 'app');
  const found: RouteFile[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'route.ts') {
        const source = readFileSync(path, 'utf8');
        const served = ROUTE_METHODS.filter((method) =>
          new RegExp(`^export const ${method} = `, 'm').test(source),
        );
        found.push({ route: `/${relative(app, folder)}`, file: path, served });
      }
    }
  };
  walk(join(app, 'api'));
  return found.sort((a, b) => a.route.localeCompare(b.route));
}

const CATCH_ALL = '/api/[...path]';
/** Methods Next.js cannot route: they arrive as OPTIONS carrying the method (unroutable-methods.ts). */
const UNROUTABLE = ['TRACE', 'CONNECT', 'PROPFIND'] as const;
const carrying = (method: string) => ({
  method: 'OPTIONS' as const,
  headers: { [UNROUTABLE_METHOD_HEADER]: method },
});
const ROUTES = routeFiles();

/** A concrete URL for the route: any id will do, the method is refused before it is read. */
const urlOf = (route: string) => route.replace(/\[(?:\.\.\.)?(\w+)\]/g, 'some-$1');

function allowOf(served: readonly Method[]): string {
  const allowed = new Set<string>([...served, 'OPTIONS']);
  if (allowed.has('GET')) allowed.add('HEAD');
  return [...allowed].sort().join(', ');
}

function expectApiHeaders(response: Response, description: string): void {
  expect(response.headers.get('content-security-policy'), description).toBe(API_CONTENT_SECURITY_POLICY);
  expect(response.headers.get('x-content-type-options'), description).toBe('nosniff');
  expect(response.headers.get('x-frame-options'), description).toBe('DENY');
  expect(response.headers.get('x-request-id'), description).toMatch(/^bff_/);
}

beforeAll(async () => {
  await startTestServices();
}, 120_000);

describe('every /api route file, for every method', () => {
  it('finds the route files, each serving at least one method', () => {
    expect(ROUTES.length).toBeGreaterThan(40);
    for (const { route, served } of ROUTES) expect(served.length, route).toBeGreaterThan(0);
  });

  it.each(ROUTES.map((file) => [file.route, file] as const))(
    '%s exports every method, so that Next.js never answers one itself',
    async (_route, { file }) => {
      const routeModule = (await import(file)) as Partial<Record<Method, unknown>>;
      for (const method of ROUTE_METHODS) expect(typeof routeModule[method], method).toBe('function');
    },
  );

  it.each(ROUTES.filter(({ route }) => route !== CATCH_ALL).map((file) => [file.route, file] as const))(
    '%s: a method it does not serve is 405 with Allow, the envelope and the security headers',
    async (route, { file, served }) => {
      const routeModule = (await import(file)) as Record<Method, unknown>;
      const allow = allowOf(served);
      const refused = ROUTE_METHODS.filter(
        (method) =>
          !served.includes(method) && method !== 'OPTIONS' && !(method === 'HEAD' && served.includes('GET')),
      );
      const answers = [
        ...refused.map((method) => [method, routeModule[method], { method }] as const),
        ...UNROUTABLE.map((method) => [method, routeModule.OPTIONS, carrying(method)] as const),
      ];
      for (const [method, handler, options] of answers) {
        const description = `${method} ${route}`;
        const response = await callRoute(handler, urlOf(route), options);
        expect(response.status, description).toBe(405);
        expect(response.headers.get('allow'), description).toBe(allow);
        expectApiHeaders(response, description);
        expect(await response.json(), description).toMatchObject({
          code: 'error.method_not_allowed',
          message: expect.stringContaining(method),
        });
      }
      const options = await callRoute(routeModule.OPTIONS, urlOf(route), { method: 'OPTIONS' });
      expect(options.status, `OPTIONS ${route}`).toBe(204);
      expect(options.headers.get('allow'), `OPTIONS ${route}`).toBe(allow);
      expectApiHeaders(options, `OPTIONS ${route}`);
      if (served.includes('GET')) expect(routeModule.HEAD, `HEAD ${route}`).toBe(routeModule.GET);
    },
  );

  it('the catch-all answers HEAD, OPTIONS and the unroutable methods with the 404 envelope too', async () => {
    const catchAll = ROUTES.find(({ route }) => route === CATCH_ALL);
    const routeModule = (await import(catchAll!.file)) as Record<Method, unknown>;
    const answers = [
      ...(['HEAD', 'OPTIONS'] as const).map((method) => [method, { method }] as const),
      ...UNROUTABLE.map((method) => [method, carrying(method)] as const),
    ];
    for (const [method, options] of answers) {
      const response = await callRoute(routeModule[options.method], '/api/no-such-route', options);
      expect(response.status, method).toBe(404);
      expectApiHeaders(response, method);
      expect(await response.json()).toMatchObject({ code: 'error.not_found' });
    }
  });
});

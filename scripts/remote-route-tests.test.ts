import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REMOTE_ROUTE_TESTS } from '../vitest.remote.config';

const ROUTE_TESTS = 'app/api/_tests';

/**
 * Calls by which a route test behaves differently in remote mode: it asks which mode runs, reaches into
 * the embedded service, or flips the service's faults (in process, or through its admin endpoint).
 */
const MODE_DEPENDENT = /\b(?:isRemoteService|remoteServiceAddress|embeddedService|serviceFaults)\(/;

describe('the route tests that run again over HTTP', () => {
  it('name files that exist', () => {
    expect(REMOTE_ROUTE_TESTS.filter((file) => !existsSync(file))).toEqual([]);
  });

  it('include every route test that depends on the mode, so that no remote-only check goes unrun', () => {
    const modeDependent = readdirSync(ROUTE_TESTS)
      .filter((name) => name.endsWith('.test.ts'))
      .map((name) => `${ROUTE_TESTS}/${name}`)
      .filter((file) => MODE_DEPENDENT.test(readFileSync(file, 'utf8')));
    expect(modeDependent.length).toBeGreaterThan(0);
    expect(modeDependent.filter((file) => !REMOTE_ROUTE_TESTS.includes(file))).toEqual([]);
  });
});

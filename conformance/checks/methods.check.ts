import { beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../support/expectations';
import { send } from '../support/http-client';
import { createOperationFixture, OPERATIONS, type OperationFixture } from '../support/operations';
import { target } from '../support/target';
import { as } from '../support/users';

// A known path with a method it does not offer. The interface shows no answer for it; the embedded
// service answers as HTTP says (RFC 9110 §15.5.6): 405 with `Allow` (ADR 0050). Any service must at
// least answer a 4xx, with the error envelope.

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

const offeredByRoute = new Map<string, { methods: Set<string>; operation: (typeof OPERATIONS)[number] }>();
for (const operation of OPERATIONS) {
  const entry = offeredByRoute.get(operation.route) ?? { methods: new Set<string>(), operation };
  entry.methods.add(operation.method);
  offeredByRoute.set(operation.route, entry);
}

function allowOf(methods: ReadonlySet<string>): string {
  const allowed = new Set(methods);
  if (allowed.has('GET')) allowed.add('HEAD');
  return [...allowed].sort().join(', ');
}

let fixture: OperationFixture;

beforeAll(async () => {
  fixture = await createOperationFixture();
});

describe('a known path with a method it does not offer', () => {
  for (const [route, { methods, operation }] of offeredByRoute) {
    for (const method of METHODS.filter((candidate) => !methods.has(candidate))) {
      it(`${method} ${route} → 4xx with the error envelope; embedded: 405 error.method_not_allowed, Allow: ${allowOf(methods)}`, async () => {
        const response = await send(method, operation.path(fixture), as(fixture.member));
        if (!target.embedded) {
          expect(response.status, response.text).toBeGreaterThanOrEqual(400);
          expect(response.status, response.text).toBeLessThan(500);
          expectError(response, { status: response.status });
          return;
        }
        expectError(response, { status: 405, code: 'error.method_not_allowed' });
        expect(response.headers.get('Allow')).toBe(allowOf(methods));
      });
    }
  }

  it.skipIf(!target.embedded)(
    'a path no operation has stays 404 error.not_found, without Allow (embedded)',
    async () => {
      const response = await send('DELETE', '/no-such-operation/', as(fixture.member));
      expectError(response, { status: 404, code: 'error.not_found' });
      expect(response.headers.get('Allow')).toBeNull();
    },
  );
});

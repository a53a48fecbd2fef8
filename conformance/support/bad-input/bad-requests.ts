import fc from 'fast-check';
import { IDEMPOTENCY_KEY_HEADER, USER_ID_HEADER } from '@/lib/contract';
import { apiUrl } from '../http-client';
import { operationName, type Operation, type OperationFixture } from '../operations';
import { badIds, visibleAscii, wrongTypeFor } from './bad-values';
import { BODY_SPECS, QUERY_SPECS, type BodySpec, type FieldSpec, type QuerySpec } from './field-specs';

/** One request that must be refused with a 4xx: `flaw` says what is wrong with it. */
export interface BadRequest {
  flaw: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

interface Base {
  operation: Operation;
  fixture: OperationFixture;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: Record<string, unknown>;
}

type Json = Record<string, unknown>;

function baseOf(operation: Operation, fixture: OperationFixture): Base {
  const headers: Record<string, string> = { Authorization: `Bearer ${fixture.member.token}` };
  if (operation.credentials === 'member') headers[USER_ID_HEADER] = fixture.member.userId;
  const bodySpec = BODY_SPECS[operationName(operation)];
  const querySpec = QUERY_SPECS[operationName(operation)];
  const body = bodySpec?.valid(fixture) ?? operation.body?.(fixture);
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return {
    operation,
    fixture,
    path: operation.path(fixture),
    query: querySpec?.valid() ?? operation.query?.(fixture) ?? {},
    headers,
    body,
  };
}

function request(
  base: Base,
  flaw: string,
  changes: Partial<Omit<BadRequest, 'flaw' | 'method'>> & {
    query?: Record<string, string>;
    path?: string;
  } = {},
): BadRequest {
  const { query, path, ...rest } = changes;
  const bad: BadRequest = {
    flaw,
    method: base.operation.method,
    url: apiUrl(path ?? base.path, query ?? base.query),
    headers: base.headers,
    body: base.body === undefined ? undefined : JSON.stringify(base.body),
    ...rest,
  };
  // A counterexample is printed by this, not by its fields: a body can be 800 kB.
  return Object.defineProperty(bad, fc.toStringMethod, { value: () => describeBadRequest(bad) });
}

export function describeBadRequest(bad: BadRequest): string {
  return `${bad.method} ${bad.url.slice(0, 200)} with ${bad.flaw}`;
}

function withField(body: Json, path: readonly string[], value: unknown): Json {
  const copy = structuredClone(body);
  let node: Json = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Json;
  const last = path.at(-1)!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

const label = (path: readonly string[]) => path.join('.') || '(body)';
const preview = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${Array.from(text).slice(0, 40).join('')}… (${text.length} characters)` : text;
};

function bodyFieldFlaws(base: Base, spec: BodySpec, embedded: boolean): fc.Arbitrary<BadRequest>[] {
  const body = base.body!;
  const withValue = (field: FieldSpec, what: string) => (value: unknown) =>
    request(base, `${what} ${label(field.path)} = ${preview(value)}`, {
      body: JSON.stringify(withField(body, field.path, value)),
    });
  return spec.fields.flatMap((field) => {
    const flaws = [wrongTypeFor(field.type).map(withValue(field, 'wrong type:'))];
    if (field.invalid) flaws.push(field.invalid.map(withValue(field, 'invalid value:')));
    if (embedded && field.invalidByDecision)
      flaws.push(field.invalidByDecision.map(withValue(field, 'invalid value (decided):')));
    if (field.required === 'interface' || (embedded && field.required !== undefined)) {
      flaws.push(
        fc.constant(
          request(base, `missing required ${label(field.path)}`, {
            body: JSON.stringify(withField(body, field.path, undefined)),
          }),
        ),
      );
    }
    // Leaving a field out is fine; `null` is not, once the decisions say so.
    if (embedded && field.type === 'string') flaws.push(fc.constant(null).map(withValue(field, 'null:')));
    return flaws;
  });
}

function bodyFlaws(base: Base, spec: BodySpec | undefined, embedded: boolean): fc.Arbitrary<BadRequest>[] {
  if (base.body === undefined) return [];
  const text = JSON.stringify(base.body);
  const flaws: fc.Arbitrary<BadRequest>[] = [
    fc
      .integer({ min: 1, max: text.length - 1 })
      .map((cut) =>
        request(base, `malformed JSON: ${preview(text.slice(0, cut))}`, { body: text.slice(0, cut) }),
      ),
    fc
      .constantFrom("{'single': 'quotes'}", '{"trailing": 1,}', 'nul', '{"a" 1}')
      .map((malformed) => request(base, `malformed JSON: ${malformed}`, { body: malformed })),
    fc
      .constantFrom('[]', '42', '"text"', '[{}]')
      .map((other) => request(base, `a JSON ${other} instead of an object`, { body: other })),
    fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml').map((contentType) =>
      request(base, `Content-Type: ${contentType}`, {
        headers: { ...base.headers, 'Content-Type': contentType },
      }),
    ),
  ];
  if (spec) flaws.push(...bodyFieldFlaws(base, spec, embedded));
  if (embedded && spec) {
    for (const object of spec.objects) {
      flaws.push(
        fc.constantFrom('conformanceExtra', 'id', 'isAdmin').map((name) =>
          request(base, `unknown field ${label([...object, name])}`, {
            body: JSON.stringify(withField(base.body!, [...object, name], 'surprise')),
          }),
        ),
      );
    }
    flaws.push(fc.constant(request(base, 'a JSON null body', { body: 'null' })));
  }
  return flaws;
}

function queryFlaws(base: Base, spec: QuerySpec | undefined, embedded: boolean): fc.Arbitrary<BadRequest>[] {
  const flaws: fc.Arbitrary<BadRequest>[] = [];
  const withParam = (name: string, what: string) => (value: string | undefined) => {
    const query = { ...base.query };
    if (value === undefined) delete query[name];
    else query[name] = value;
    return request(base, `${what} ?${name}=${preview(value)}`, { query });
  };
  for (const param of spec?.params ?? []) {
    if (param.invalid) flaws.push(param.invalid.map(withParam(param.name, 'invalid query')));
    if (embedded && param.invalidByDecision)
      flaws.push(param.invalidByDecision.map(withParam(param.name, 'invalid query (decided)')));
    if (param.required) flaws.push(fc.constant(withParam(param.name, 'missing query')(undefined)));
  }
  if (embedded && spec) {
    flaws.push(
      fc
        .constantFrom('sort', 'limit', 'offset', 'pageSize')
        .map((name) => withParam(name, 'unknown query')('1')),
    );
  }
  return flaws;
}

function pathFlaws(base: Base): fc.Arbitrary<BadRequest>[] {
  const { operation, fixture } = base;
  if (!operation.route.includes('{')) return [];
  return [
    fc
      .oneof(
        badIds,
        visibleAscii(1, 60),
        fc.integer({ min: 300, max: 3000 }).map((n) => 'x'.repeat(n)),
      )
      .filter((id) => id !== '.' && id !== '..')
      .map((id) => {
        const garbage = { ...fixture, chatId: id, appointmentId: id, artifactId: id };
        return request(base, `garbage id in the path: ${preview(id)}`, { path: operation.path(garbage) });
      }),
  ];
}

function headerFlaws(base: Base, embedded: boolean): fc.Arbitrary<BadRequest>[] {
  const flaws: fc.Arbitrary<BadRequest>[] = [];
  if (base.operation.credentials === 'member') {
    flaws.push(
      fc
        .oneof({ arbitrary: fc.constant(''), weight: 1 }, { arbitrary: visibleAscii(1, 80), weight: 4 })
        .map((userId) =>
          request(base, `${USER_ID_HEADER}: ${preview(userId)}`, {
            headers: { ...base.headers, [USER_ID_HEADER]: userId },
          }),
        ),
    );
  }
  if (base.operation.keyed) {
    const tooLong = visibleAscii(256, 600);
    const odd = embedded ? fc.oneof(tooLong, fc.constantFrom('', 'has space', 'tab\there', 'clé')) : tooLong;
    flaws.push(
      odd.map((key) =>
        request(base, `${IDEMPOTENCY_KEY_HEADER}: ${preview(key)}`, {
          headers: { ...base.headers, [IDEMPOTENCY_KEY_HEADER]: key },
        }),
      ),
    );
  }
  return flaws;
}

/** Requests that differ from a valid one of the operation in exactly one flaw. */
export function badRequests(
  operation: Operation,
  fixture: OperationFixture,
  embedded: boolean,
): fc.Arbitrary<BadRequest> {
  const base = baseOf(operation, fixture);
  const name = operationName(operation);
  const flaws = [
    ...bodyFlaws(base, BODY_SPECS[name], embedded),
    ...queryFlaws(base, QUERY_SPECS[name], embedded),
    ...pathFlaws(base),
    ...headerFlaws(base, embedded),
  ];
  if (flaws.length === 0) throw new Error(`No bad input is defined for ${name}`);
  return fc.oneof(...flaws);
}

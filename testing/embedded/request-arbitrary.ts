import fc from 'fast-check';
import { opaqueIdInputSchema } from '@/lib/contract';
import type { OperationCall } from './openapi-client';
import type { OperationInputs, PathResource } from './operation-inputs';
import { arbitraryFromZod } from './schema-arbitrary';

export interface KnownIds {
  userId: string;
  ids: Record<PathResource, string>;
}

// Header values cannot hold NUL or line breaks at all; these are the hostile ones that can be sent.
const IDEMPOTENCY_KEYS = fc.oneof(
  fc.stringMatching(/^[!-~]{1,40}$/),
  fc.constantFrom('', ' ', 'clé', 'a'.repeat(256), 'with space', '\u0001'),
);

function queryArbitrary(inputs: OperationInputs): fc.Arbitrary<Record<string, string> | undefined> {
  if (!inputs.query) return fc.constant(undefined);
  const values = arbitraryFromZod(inputs.query, 'output').map((value) =>
    Object.fromEntries(
      Object.entries(typeof value === 'object' && value !== null ? value : {}).map(([key, inner]) => [
        key,
        String(inner),
      ]),
    ),
  );
  return values;
}

function pathArbitrary(
  inputs: OperationInputs,
  known: KnownIds,
): fc.Arbitrary<Record<string, string> | undefined> {
  if (!inputs.path) return fc.constant(undefined);
  const generated = arbitraryFromZod(opaqueIdInputSchema).map(String);
  return fc.record(
    Object.fromEntries(
      Object.entries(inputs.path).map(([name, resource]) => [
        name,
        fc.oneof(
          { arbitrary: fc.constant(known.ids[resource]), weight: 2 },
          { arbitrary: generated, weight: 1 },
        ),
      ]),
    ),
  );
}

/** One request of an operation: contract-shaped values with edges, the user mostly the real one. */
export function requestArbitrary(inputs: OperationInputs, known: KnownIds): fc.Arbitrary<OperationCall> {
  return fc.record({
    path: pathArbitrary(inputs, known),
    query: queryArbitrary(inputs),
    body: inputs.body ? arbitraryFromZod(inputs.body) : fc.constant(undefined),
    userId: fc.oneof(
      { arbitrary: fc.constant(known.userId), weight: 8 },
      { arbitrary: fc.constantFrom('', 'usr_unknown', known.ids.chat), weight: 1 },
    ),
    idempotencyKey: fc.option(IDEMPOTENCY_KEYS, { freq: 3, nil: undefined }),
  });
}

import fc from 'fast-check';
import { z } from 'zod';

type JsonSchema = {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
};

/** Text a client may send and a service must survive: NUL, lone surrogates, bidi controls, a long run. */
export const EDGE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202eevil\u202c',
  '\u2066isolate\u2069',
  '\u0085\u009f\u001b[31m',
  'line\nbreak\ttab\r',
  'x'.repeat(10_000),
  '💊'.repeat(50),
  '../../etc/passwd',
  "'; DROP TABLE users; --",
  '%00',
  '١٢٣٤٥',
] as const;

/** Numbers at and past the edges of exact integers and of the floating point range. */
export const EDGE_NUMBERS = [
  2 ** 53,
  -(2 ** 53),
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  -0,
  0.1,
  1e-300,
];

const WRONG_TYPES = fc.constantFrom<unknown>(null, true, 0, 'text', [], {});

/** The JSON Schema zod itself writes for a contract schema (request side, or the parsed side of a query). */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
}

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/$defs/', '');
  const target = root.$defs?.[name];
  if (!target) throw new Error(`Unresolved ${schema.$ref}`);
  return resolve(target, root);
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const { minLength = 0, maxLength } = schema;
  if (schema.pattern) {
    const matching = fc.stringMatching(new RegExp(schema.pattern, 'u'));
    return maxLength === undefined
      ? matching.filter((text) => text.length >= minLength)
      : matching.map((text) => text.slice(0, maxLength)).filter((text) => text.length >= minLength);
  }
  return fc.string({ minLength, maxLength: maxLength ?? 40, unit: 'binary' });
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1_000_000;
  const max = schema.maximum ?? 1_000_000;
  return integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Mostly values the schema describes, some edge values of the same type, a few of another type. */
function withEdges<T>(valid: fc.Arbitrary<T>, edges: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: valid, weight: 6 },
    { arbitrary: edges, weight: 3 },
    { arbitrary: WRONG_TYPES, weight: 1 },
  );
}

function arbitraryOf(input: JsonSchema, root: JsonSchema): fc.Arbitrary<unknown> {
  const schema = resolve(input, root);
  if (schema.const !== undefined)
    return withEdges(fc.constant(schema.const), fc.constantFrom(...EDGE_STRINGS));
  if (schema.enum) return withEdges(fc.constantFrom(...schema.enum), fc.constantFrom(...EDGE_STRINGS));
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => arbitraryOf(alternative, root)));
  if (schema.allOf?.[0]) return arbitraryOf(schema.allOf[0], root);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryOf({ ...schema, type }, root)));
  switch (types[0]) {
    case 'string':
      return withEdges(validString(schema), fc.constantFrom(...EDGE_STRINGS));
    case 'integer':
    case 'number':
      return withEdges(validNumber(schema, types[0] === 'integer'), fc.constantFrom(...EDGE_NUMBERS));
    case 'boolean':
      return withEdges(fc.boolean(), WRONG_TYPES);
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? arbitraryOf(schema.items, root) : fc.jsonValue(), { maxLength: 3 });
    case 'object':
      return objectArbitrary(schema, root);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

function objectArbitrary(schema: JsonSchema, root: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const shaped = fc.record(
    Object.fromEntries(Object.entries(properties).map(([key, inner]) => [key, arbitraryOf(inner, root)])),
    { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
  );
  // Now and then a field the schema does not know, as a careless or hostile client sends.
  return fc
    .tuple(shaped, fc.option(fc.constantFrom('unknownField', '', '__proto__', '\u0000'), { freq: 8 }))
    .map(([value, extra]) => (extra === null ? value : { ...value, [extra]: 'x' }));
}

/** Values for a contract schema: as its JSON Schema describes them, mixed with edge values. */
export function arbitraryFromZod(schema: z.ZodType, io: 'input' | 'output' = 'input'): fc.Arbitrary<unknown> {
  const root = jsonSchemaOf(schema, io);
  return arbitraryOf(root, root);
}

import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const DOCUMENT_ID = 'https://embedded.test/openapi.json';

/** Points the document's local `$ref`s at the registered document, so each schema compiles on its own. */
function absoluteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(absoluteRefs);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' && inner.startsWith('#/')
        ? `${DOCUMENT_ID}${inner}`
        : absoluteRefs(inner),
    ]),
  );
}

/**
 * A JSON Schema 2020-12 validator (the dialect of OpenAPI 3.1 and 3.2) of values against schemas taken
 * from a document, their `#/components/...` references resolved in that document.
 */
export function createDocumentValidator(document: { components: unknown }) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: DOCUMENT_ID, components: absoluteRefs(document.components) });
  const compiled = new Map<unknown, ValidateFunction>();
  const compile = (schema: unknown) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(absoluteRefs(schema) as object);
      compiled.set(schema, validate);
    }
    return validate;
  };

  /** Why `value` fails `schema`, as one line naming `what`; empty when it passes. */
  function problems(schema: unknown, value: unknown, what: string): string[] {
    const validate = compile(schema);
    if (validate(value)) return [];
    // Ajv calls the checked value `data`, which an SSE event has as a field: it is `value` here.
    const why = ajv.errorsText(validate.errors, { dataVar: 'value' });
    return [`${what}: ${why} in ${JSON.stringify(value).slice(0, 300)}`];
  }

  return { problems };
}

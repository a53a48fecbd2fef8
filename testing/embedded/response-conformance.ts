import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LocatedOperation, OpenApiDocument } from './openapi-client';

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

interface SseFrame {
  event: string;
  data: string;
}

function parseSseFrames(text: string): SseFrame[] {
  return text
    .split('\n\n')
    .filter((frame) => frame.trim().length > 0)
    .map((frame) => {
      const lines = frame.split('\n');
      const field = (name: string) =>
        lines
          .filter((line) => line.startsWith(`${name}:`))
          .map((line) => line.slice(name.length + 1).replace(/^ /, ''))
          .join('\n');
      return { event: field('event'), data: field('data') };
    });
}

/**
 * Checks answers against the served document with a JSON Schema 2020-12 validator (OpenAPI 3.1's
 * dialect): the status is listed for the operation, the content type is one it lists, and the body
 * matches that content's schema. An SSE body is read as its frames; the JSON of each frame's `data`
 * is checked against the frame's `contentSchema`, which validators only annotate.
 */
export function createResponseChecker(document: OpenApiDocument) {
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
  const problemsOf = (validate: ValidateFunction, value: unknown, what: string) =>
    validate(value)
      ? []
      : [`${what}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(value).slice(0, 300)}`];

  function frameProblems(frameSchema: unknown, frames: SseFrame[]): string[] {
    const problems = problemsOf(compile(frameSchema), frames, 'frames');
    const dataSchema = (
      document.components.schemas.StreamFrame as { properties?: { data?: { contentSchema?: unknown } } }
    )?.properties?.data?.contentSchema;
    if (!dataSchema) return [...problems, 'StreamFrame.data has no contentSchema'];
    for (const frame of frames) {
      let data: unknown;
      try {
        data = JSON.parse(frame.data);
      } catch {
        problems.push(`frame ${frame.event}: data is not JSON`);
        continue;
      }
      problems.push(...problemsOf(compile(dataSchema), data, `frame ${frame.event}`));
      if ((data as { type?: unknown }).type !== frame.event)
        problems.push(`frame ${frame.event}: type differs`);
    }
    return problems;
  }

  /** Every way the answer departs from the document; empty when it conforms. */
  async function check({ operation }: LocatedOperation, response: Response): Promise<string[]> {
    const documented = operation.responses[String(response.status)] ?? operation.responses.default;
    const text = await response.text();
    if (!documented)
      return [`status ${response.status} is not listed for ${operation.operationId}: ${text.slice(0, 300)}`];
    const mediaType = (response.headers.get('Content-Type') ?? '').split(';')[0]!.trim();
    if (!documented.content)
      return text === '' ? [] : [`status ${response.status} has a body the document does not describe`];
    const content = documented.content[mediaType];
    if (!content)
      return [`content type "${mediaType}" is not listed for ${operation.operationId} ${response.status}`];
    if (mediaType === 'text/event-stream') return frameProblems(content.schema, parseSseFrames(text));
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return [`the ${mediaType} body is not JSON: ${text.slice(0, 200)}`];
    }
    return problemsOf(compile(content.schema), body, `${operation.operationId} ${response.status}`);
  }

  return { check };
}

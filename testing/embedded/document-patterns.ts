import { listOperations, resolvedParameters, type OpenApiDocument } from '@/testing/embedded/openapi-client';

/** A schema of the document, loosely typed: only the keywords a pattern walk reads. */
export interface PatternSchema {
  $ref?: string;
  pattern?: string;
  description?: string;
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, PatternSchema>;
  items?: PatternSchema;
  anyOf?: PatternSchema[];
  oneOf?: PatternSchema[];
  allOf?: PatternSchema[];
}

/** Where a request carries a string with a pattern: a body field (by its path), or a parameter. */
export interface PatternInput {
  operationId: string;
  location: 'body' | 'path' | 'query' | 'header';
  /** The body field's path (`['userEvent', 'userInput']`), or the parameter's name alone. */
  path: string[];
  schema: PatternSchema & { pattern: string };
}

/** Every `pattern` anywhere in the document, requests and responses alike. */
export function documentPatterns(document: unknown): Set<string> {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'pattern' && typeof inner === 'string') found.add(inner);
        else walk(inner);
      }
    }
  };
  walk(document);
  return found;
}

function resolve(document: OpenApiDocument, schema: PatternSchema): PatternSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const resolved = document.components.schemas[name] as PatternSchema | undefined;
  if (!resolved) throw new Error(`Unresolved schema ${schema.$ref}`);
  return resolve(document, resolved);
}

/** The patterned strings below a schema, with the field path that reaches each one. */
function patternedFields(
  document: OpenApiDocument,
  schema: PatternSchema,
  path: string[],
): { path: string[]; schema: PatternSchema & { pattern: string } }[] {
  const resolved = resolve(document, schema);
  const here =
    typeof resolved.pattern === 'string'
      ? [{ path, schema: { ...resolved, pattern: resolved.pattern } }]
      : [];
  const alternatives = [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])];
  return [
    ...here,
    ...alternatives.flatMap((alternative) => patternedFields(document, alternative, path)),
    ...Object.entries(resolved.properties ?? {}).flatMap(([name, inner]) =>
      patternedFields(document, inner, [...path, name]),
    ),
  ];
}

/** Every place a request of the document carries a patterned string. */
export function requestPatternInputs(document: OpenApiDocument): PatternInput[] {
  return listOperations(document).flatMap(({ operation }) => {
    const { operationId } = operation;
    const parameters = resolvedParameters(document, operation).flatMap((parameter) =>
      patternedFields(document, (parameter.schema ?? {}) as PatternSchema, [parameter.name ?? '']).map(
        (field) => ({ operationId, location: parameter.in as PatternInput['location'], ...field }),
      ),
    );
    const body = operation.requestBody?.content['application/json']?.schema as PatternSchema | undefined;
    const fields = body
      ? patternedFields(document, body, []).map((field) => ({
          operationId,
          location: 'body' as const,
          ...field,
        }))
      : [];
    return [...parameters, ...fields];
  });
}

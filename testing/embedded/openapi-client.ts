/**
 * A client that knows the service only through its served OpenAPI document: the base address is
 * `servers[0].url`, each operation is found by its `operationId`, and the headers it sends are the ones
 * the operation lists. Nothing here knows the service's paths.
 */
export interface OpenApiParameter {
  $ref?: string;
  name?: string;
  in?: string;
  required?: boolean;
  schema?: Record<string, unknown>;
}

export interface OpenApiOperation {
  operationId: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  /** A sequential media type (`text/event-stream`) describes each item with `itemSchema` (OpenAPI 3.2). */
  responses: Record<string, { content?: Record<string, { schema?: unknown; itemSchema?: unknown }> }>;
}

export interface OpenApiDocument {
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, unknown>;
    parameters: Record<string, OpenApiParameter>;
  };
}

export interface LocatedOperation {
  method: string;
  path: string;
  operation: OpenApiOperation;
}

export interface OperationCall {
  path?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Sent as the user header only where the operation lists it; required there. */
  userId?: string;
  /** Sent only where the operation lists the key header. */
  idempotencyKey?: string;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The bytes a careless encoder sends for a lone surrogate (its WTF-8 form), which is not UTF-8. */
function percentEncodedSurrogate(unit: number): string {
  const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
  return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
}

/** `encodeURIComponent`, which throws on a lone surrogate, sending that one as raw bytes instead. */
function encodePathSegment(value: string): string {
  let encoded = '';
  let last = 0;
  for (const match of value.matchAll(LONE_SURROGATE)) {
    encoded +=
      encodeURIComponent(value.slice(last, match.index)) + percentEncodedSurrogate(match[0].charCodeAt(0));
    last = match.index + 1;
  }
  return encoded + encodeURIComponent(value.slice(last));
}

export function listOperations(document: OpenApiDocument): LocatedOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({ method, path, operation })),
  );
}

/** The operation's parameters with their `$ref`s resolved against the document's components. */
export function resolvedParameters(
  document: OpenApiDocument,
  operation: OpenApiOperation,
): OpenApiParameter[] {
  return (operation.parameters ?? []).map((parameter) => {
    if (!parameter.$ref) return parameter;
    const name = parameter.$ref.replace('#/components/parameters/', '');
    const resolved = document.components.parameters[name];
    if (!resolved) throw new Error(`Unresolved parameter ${parameter.$ref}`);
    return resolved;
  });
}

function headerNamed(parameters: OpenApiParameter[], name: string): OpenApiParameter | undefined {
  return parameters.find(
    (parameter) => parameter.in === 'header' && parameter.name?.toLowerCase() === name.toLowerCase(),
  );
}

export function createOpenApiClient(
  document: OpenApiDocument,
  { token, fetch }: { token: string; fetch: (request: Request) => Promise<Response> },
) {
  const operations = new Map(
    listOperations(document).map((located) => [located.operation.operationId, located]),
  );
  const baseUrl = document.servers[0]?.url;
  if (!baseUrl) throw new Error('The document names no server');

  function locate(operationId: string): LocatedOperation {
    const located = operations.get(operationId);
    if (!located) throw new Error(`The document has no operation ${operationId}`);
    return located;
  }

  function request(operationId: string, call: OperationCall = {}): Request {
    const { method, path, operation } = locate(operationId);
    const parameters = resolvedParameters(document, operation);
    const filledPath = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const value = call.path?.[name];
      if (value === undefined) throw new Error(`${operationId} needs the path parameter ${name}`);
      return encodePathSegment(value);
    });
    const url = new URL(`${baseUrl}${filledPath}`);
    for (const [name, value] of Object.entries(call.query ?? {})) url.searchParams.append(name, value);

    const headers = new Headers({ Authorization: `Bearer ${token}` });
    const userHeader = headerNamed(parameters, 'X-Service-User-ID');
    if (userHeader) {
      if (call.userId === undefined && userHeader.required)
        throw new Error(`${operationId} needs the user header`);
      if (call.userId !== undefined) headers.set(userHeader.name!, call.userId);
    }
    const keyHeader = headerNamed(parameters, 'Idempotency-Key');
    if (call.idempotencyKey !== undefined) {
      if (!keyHeader) throw new Error(`${operationId} does not accept an idempotency key`);
      headers.set(keyHeader.name!, call.idempotencyKey);
    }
    const bodyMedia = operation.requestBody ? Object.keys(operation.requestBody.content)[0] : undefined;
    if (bodyMedia) headers.set('Content-Type', bodyMedia);
    return new Request(url, {
      method: method.toUpperCase(),
      headers,
      body: bodyMedia ? JSON.stringify(call.body ?? {}) : undefined,
    });
  }

  return {
    baseUrl,
    locate,
    request,
    call: (operationId: string, call: OperationCall = {}) => fetch(request(operationId, call)),
    operationIds: () => [...operations.keys()],
  };
}

export type OpenApiClient = ReturnType<typeof createOpenApiClient>;

import type { LocatedOperation, OpenApiDocument } from './openapi-client';
import { createDocumentValidator } from './document-validator';
import { createSseEventChecker, readSseItems } from './sse-event-conformance';

const EVENT_STREAM = 'text/event-stream';

/**
 * Checks answers against the served document with a JSON Schema 2020-12 validator (OpenAPI 3.2's
 * dialect): the status is listed for the operation, the content type is one it lists, and the body
 * matches that content's schema. An SSE body is read as its events, each checked against the content's
 * item schema, its `data` read as JSON against the `contentSchema` there (which validators only annotate).
 */
export function createResponseChecker(document: OpenApiDocument) {
  const validator = createDocumentValidator(document);
  const sseEvents = createSseEventChecker(document);

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
    if (mediaType === EVENT_STREAM)
      return sseEvents.check(content, await readSseItems(new Response(text).body!));
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return [`the ${mediaType} body is not JSON: ${text.slice(0, 200)}`];
    }
    return validator.problems(content.schema, body, `${operation.operationId} ${response.status}`);
  }

  return { check };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedService, type EmbeddedService } from './index';
import { testConfig } from './testing/test-config';

// Every operation of the interface's endpoint table, as the published document must list it.
const INTERFACE_OPERATIONS = [
  ['post', '/users/'],
  ['get', '/users/'],
  ['post', '/chats/'],
  ['get', '/chats/'],
  ['get', '/chats/{chatId}/'],
  ['get', '/chats/{chatId}/messages/'],
  ['post', '/chats/{chatId}/stream/'],
  ['put', '/address/'],
  ['get', '/address/'],
  ['get', '/appointments/'],
  ['get', '/appointments/{appointment_id}/'],
  ['get', '/appointments/scheduled/available-slots/'],
  ['post', '/appointments/scheduled/'],
  ['post', '/appointments/asap/'],
  ['post', '/appointments/{appointment_id}/cancel/'],
  ['post', '/appointments/{appointment_id}/reschedule/'],
  ['get', '/artifacts/{artifactId}/'],
  ['put', '/pharmacy/'],
  ['post', '/pharmacy/search/'],
] as const;

describe('the OpenAPI document', () => {
  let service: EmbeddedService;
  let document: {
    openapi: string;
    paths: Record<string, Record<string, { operationId?: string; security?: unknown }>>;
    components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
  };

  beforeAll(async () => {
    service = await createEmbeddedService({ config: testConfig() });
    const response = await service.fetch(new Request('http://embedded.test/api/v1/openapi.json'));
    expect(response.status).toBe(200);
    document = await response.json();
  });
  afterAll(() => service.close());

  it('is OpenAPI 3.1 with the bearer scheme the operations refer to', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it.each(INTERFACE_OPERATIONS)('lists %s %s with an operation id and the bearer scheme', (method, path) => {
    // Path parameter names are the document's own; compare on shape.
    const shape = (value: string) => value.replace(/\{[^}]+\}/g, '{}');
    const entry = Object.entries(document.paths).find(([documented]) => shape(documented) === shape(`/api/v1${path}`));
    const operation = entry?.[1][method];
    expect(operation?.operationId).toBeTruthy();
    expect(operation?.security).toEqual([{ bearerAuth: [] }]);
  });

  it('names the resources as components', () => {
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['User', 'ErrorEnvelope', 'Pharmacy']),
    );
  });

  it('hides the fault switch', () => {
    expect(Object.keys(document.paths).some((path) => path.includes('_admin'))).toBe(false);
  });
});

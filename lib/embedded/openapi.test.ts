import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAM_EVENT_TYPES } from '@/lib/contract';
import { createEmbeddedService, type EmbeddedService } from './index';
import { testConfig } from '@/testing/embedded/test-config';

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

// The interface's Authentication section and its list of operations that accept Idempotency-Key.
const BEARER_ONLY = new Set(['post /users/', 'post /pharmacy/search/']);
const KEYED = new Set([
  'post /users/',
  'post /chats/',
  'post /appointments/scheduled/',
  'post /appointments/asap/',
  'post /appointments/{}/cancel/',
  'post /appointments/{}/reschedule/',
  'put /address/',
  'post /pharmacy/search/',
  'put /pharmacy/',
]);

type Operation = {
  operationId?: string;
  security?: unknown;
  parameters?: Array<{ $ref?: string; name?: string; in?: string; schema?: Record<string, unknown> }>;
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
};

// Path parameter names are the document's own; compare on shape.
const shape = (value: string) => value.replace(/\{[^}]+\}/g, '{}');

describe('the OpenAPI document', () => {
  let service: EmbeddedService;
  let document: {
    openapi: string;
    servers: Array<{ url: string }>;
    paths: Record<string, Record<string, Operation>>;
    components: {
      schemas: Record<string, Record<string, unknown>>;
      securitySchemes: Record<string, unknown>;
      parameters: Record<string, { name: string; in: string; required: boolean }>;
    };
  };
  const operation = (method: string, path: string) =>
    Object.entries(document.paths).find(([documented]) => shape(documented) === shape(path))?.[1][method];

  beforeAll(async () => {
    service = await createEmbeddedService({
      config: testConfig(),
      publicBaseUrl: 'https://consult.example.test/embedded/api/v1',
    });
    const response = await service.fetch(new Request('http://embedded.test/api/v1/openapi.json'));
    expect(response.status).toBe(200);
    document = await response.json();
  });
  afterAll(() => service.close());

  it('is OpenAPI 3.2 with the bearer scheme the operations refer to', () => {
    expect(document.openapi).toBe('3.2.0');
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('names the base address once: the server ends in /api/v1 and the paths are relative to it', () => {
    expect(document.servers[0]?.url).toBe('https://consult.example.test/embedded/api/v1');
    for (const path of Object.keys(document.paths)) expect(path).not.toMatch(/^\/api\/v1\//);
  });

  it.each(INTERFACE_OPERATIONS)('lists %s %s with an operation id and the bearer scheme', (method, path) => {
    expect(operation(method, path)?.operationId).toBeTruthy();
    expect(operation(method, path)?.security).toEqual([{ bearerAuth: [] }]);
  });

  it.each(INTERFACE_OPERATIONS)(
    'says whether %s %s needs X-Service-User-ID and accepts Idempotency-Key',
    (method, path) => {
      const key = `${method} ${shape(path)}`;
      const refs = (operation(method, path)?.parameters ?? []).map((parameter) => parameter.$ref);
      expect(refs.includes('#/components/parameters/ServiceUserId')).toBe(!BEARER_ONLY.has(key));
      expect(refs.includes('#/components/parameters/IdempotencyKey')).toBe(KEYED.has(key));
    },
  );

  it('defines the two headers as header parameters, the user one required where listed', () => {
    expect(document.components.parameters.ServiceUserId).toMatchObject({
      name: 'X-Service-User-ID',
      in: 'header',
      required: true,
    });
    expect(document.components.parameters.IdempotencyKey).toMatchObject({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
    });
  });

  it('describes one event of the stream: its name paired with the schema of its JSON data', () => {
    const content = operation('post', '/chats/{}/stream/')?.responses['200']?.content ?? {};
    expect(Object.keys(content)).toEqual(['text/event-stream']);
    expect(content['text/event-stream']).toEqual({
      itemSchema: { $ref: '#/components/schemas/StreamSseEvent' },
    });
    const item = document.components.schemas.StreamSseEvent as {
      required: string[];
      properties: Record<string, Record<string, unknown>>;
      oneOf: Array<{ properties: { event: { const: string }; data: Record<string, unknown> } }>;
    };
    expect(item.required).toEqual(['event', 'data']);
    expect(Object.keys(item.properties)).toEqual(['event', 'data', 'id', 'retry']);
    expect(item.properties.data).toMatchObject({ type: 'string', contentMediaType: 'application/json' });
    expect(item.oneOf.map((variant) => variant.properties.event.const)).toEqual(STREAM_EVENT_TYPES);
    for (const variant of item.oneOf) {
      const ref = (variant.properties.data.contentSchema as { $ref: string }).$ref;
      const eventSchema = document.components.schemas[ref.replace('#/components/schemas/', '')];
      expect(eventSchema).toMatchObject({
        properties: { type: { enum: [variant.properties.event.const] } },
      });
      expect(variant.properties.data.contentMediaType).toBe('application/json');
    }
  });

  it('states the pairing of latitude and longitude', () => {
    expect(document.components.schemas.PharmacySearchRequest).toMatchObject({
      dependentRequired: { latitude: ['longitude'], longitude: ['latitude'] },
    });
  });

  it('writes digits as [0-9] in every pattern, never \\d, which some engines read as any Unicode digit', () => {
    const patterns = JSON.stringify(document).match(/"pattern":"(?:[^"\\]|\\.)*"/g) ?? [];
    expect(patterns.length).toBeGreaterThan(5);
    for (const pattern of patterns) expect(pattern).not.toContain('\\\\d');
  });

  it('bounds page, and lets the nullable query parameters be empty', () => {
    const parameters = operation('get', '/appointments/')?.parameters ?? [];
    expect(parameters.find((parameter) => parameter.name === 'page')?.schema).toMatchObject({
      minimum: 1,
      maximum: 1_000_000,
    });
    const status = parameters.find((parameter) => parameter.name === 'status')?.schema;
    expect(status).toMatchObject({ anyOf: [{ enum: ['booked', 'cancelled'] }, { maxLength: 0 }] });
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

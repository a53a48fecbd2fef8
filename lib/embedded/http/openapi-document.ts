import { OpenApiGeneratorV32 } from '@asteasolutions/zod-to-openapi';
import { streamEventSchema } from '@/lib/contract';
import type { EmbeddedRouter } from '@/lib/embedded/context';

const DESCRIPTION = [
  'The embedded implementation of the consultation service interface (docs/decisions/0032).',
  '',
  '- Paths are relative to the server address, which already ends in `/api/v1`; every path ends in `/`.',
  '- A method not listed for a path is answered 405 `error.method_not_allowed` with an `Allow` header',
  '  listing the methods the path offers (a fixed path such as `/appointments/asap/` is never read as',
  '  an id); a path with no operation is 404 `error.not_found`.',
  '- On the operations that take a query, an unknown query parameter, an empty name (`?=x`) included,',
  '  is 422 `error.validation`; the other operations ignore a query.',
  '- An empty query value (`?status=`) means absent for the nullable parameters (`status`,',
  '  `datetimeFrom`, `datetimeTo`), and is 422 for the others.',
  '- The `X-Service-User-ID` and `Idempotency-Key` headers are listed on the operations that take them.',
  '- The chat stream is described one event at a time (`itemSchema`, docs/decisions/0081): each event name',
  '  is paired with the schema of its `data`, read as JSON. Clients ignore event names they do not know.',
].join('\n');

/**
 * The published document, with paths relative to the server address: the base path is in `servers`,
 * so base + path is the address a client calls.
 */
export function buildOpenApiDocument(
  app: EmbeddedRouter,
  { basePath, publicBaseUrl }: { basePath: string; publicBaseUrl: string },
) {
  // The registry holds the paths as registered below the base path, which the server address includes.
  // The stream's events name each event's schema by reference only, so those are added as components.
  const generator = new OpenApiGeneratorV32([
    ...app.openAPIRegistry.definitions,
    ...streamEventSchema.options.map((schema) => ({ type: 'schema' as const, schema })),
  ]);
  return generator.generateDocument({
    openapi: '3.2.0',
    info: {
      title: 'Clinical Consultation Service (embedded)',
      version: '0.1.0',
      description: DESCRIPTION,
    },
    servers: [
      {
        url: publicBaseUrl,
        description: `This service; the address includes the version prefix ${basePath}`,
      },
    ],
  });
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

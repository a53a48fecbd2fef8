import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { REQUEST_ID_HEADER } from '@/lib/contract';
import type { EmbeddedDeps, EmbeddedEnv } from './context';
import { newId } from './ids';
import { injectFaults } from './http/fault-injection';
import { refuseOtherMethods } from './http/method-not-allowed';
import { traceServiceRequests } from './http/request-span';
import { buildOpenApiDocument, type OpenApiDocument } from './http/openapi-document';
import { registerSharedComponents } from './http/openapi-helpers';
import { ServiceFailure } from './http/service-failure';
import { shapeValidationHook } from './http/validation-hooks';
import { registerRoutes } from './routes';
import { embeddedLog } from '@/lib/embedded/embedded-log';
import { loggableError } from '@/lib/logging/loggable-error';

export const API_BASE_PATH = '/api/v1';

function failureFromHttpException(error: HTTPException): ServiceFailure {
  if (error.status === 415) {
    return new ServiceFailure('error.unsupported_media_type', 'The request body must be application/json');
  }
  if (error.status === 400) {
    return new ServiceFailure('error.malformed_json', 'The request body is not valid JSON');
  }
  return new ServiceFailure('error.internal', error.message || 'Request failed', undefined, error.status);
}

export function createEmbeddedApp(deps: EmbeddedDeps) {
  const app = new OpenAPIHono<EmbeddedEnv>({
    defaultHook: shapeValidationHook,
  }).basePath(API_BASE_PATH);

  app.use('*', traceServiceRequests());
  app.use('*', async (c, next) => {
    const requestId = newId('req');
    c.set('requestId', requestId);
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
  });

  app.use('*', injectFaults(deps, API_BASE_PATH));
  app.use(
    '*',
    refuseOtherMethods(() => app.routes),
  );

  app.onError((error, c) => {
    const failure =
      error instanceof ServiceFailure
        ? error
        : error instanceof HTTPException
          ? failureFromHttpException(error)
          : null;
    if (failure) return failure.toResponse({ [REQUEST_ID_HEADER]: c.get('requestId') });
    embeddedLog.error(
      {
        requestId: c.get('requestId'),
        method: c.req.method,
        route: c.req.routePath,
        error: loggableError(error),
      },
      'request failed',
    );
    return new ServiceFailure('error.internal', 'Internal error').toResponse({
      [REQUEST_ID_HEADER]: c.get('requestId'),
    });
  });

  app.notFound((c) =>
    new ServiceFailure('error.not_found', `No operation at ${c.req.method} ${c.req.path}`).toResponse({
      [REQUEST_ID_HEADER]: c.get('requestId'),
    }),
  );

  registerRoutes(app, deps);
  registerSharedComponents(app);

  // Built on first request, once every operation is registered; the routes do not change after that.
  let document: OpenApiDocument | undefined;
  app.get('/openapi.json', (c) => {
    document ??= buildOpenApiDocument(app, { basePath: API_BASE_PATH, publicBaseUrl: deps.publicBaseUrl });
    return c.json(document);
  });

  return app;
}

export type EmbeddedApp = ReturnType<typeof createEmbeddedApp>;

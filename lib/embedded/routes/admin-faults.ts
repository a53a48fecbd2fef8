import { createRoute } from '@hono/zod-openapi';
import { successEnvelope } from '@/lib/contract';
import type { EmbeddedDeps, EmbeddedRouter } from '@/lib/embedded/context';
import { faultSettingsSchema } from '@/lib/embedded/faults';
import { requireOrganization } from '@/lib/embedded/http/auth';
import { ADMIN_FAULTS_PATH } from '@/lib/embedded/http/fault-injection';
import {
  BEARER_SECURITY,
  envelopeResponse,
  errorResponses,
  jsonBody,
} from '@/lib/embedded/http/openapi-helpers';

const faultChangesSchema = faultSettingsSchema.partial();

const settingsResponse = envelopeResponse('The fault settings now in force', faultSettingsSchema);

/**
 * Turns the injected faults on and off at run time, for client tests. Not part of the interface,
 * hence hidden from the published document. The settings are process-wide, so any organization's
 * token may change them: this is a test service, not a multi-tenant production one.
 */
export function registerAdminFaultRoutes(app: EmbeddedRouter, deps: EmbeddedDeps): void {
  app.openapi(
    createRoute({
      method: 'get',
      path: ADMIN_FAULTS_PATH,
      hide: true,
      security: BEARER_SECURITY,
      middleware: [requireOrganization(deps)] as const,
      responses: { 200: settingsResponse, 401: errorResponses[401] },
    }),
    (c) => c.json(successEnvelope(deps.faults.current()), 200),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: ADMIN_FAULTS_PATH,
      hide: true,
      security: BEARER_SECURITY,
      middleware: [requireOrganization(deps)] as const,
      request: { body: jsonBody(faultChangesSchema) },
      responses: { 200: settingsResponse, 401: errorResponses[401], 422: errorResponses[422] },
    }),
    (c) => c.json(successEnvelope(deps.faults.update(c.req.valid('json'))), 200),
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: ADMIN_FAULTS_PATH,
      hide: true,
      security: BEARER_SECURITY,
      middleware: [requireOrganization(deps)] as const,
      responses: { 200: settingsResponse, 401: errorResponses[401] },
    }),
    (c) => c.json(successEnvelope(deps.faults.reset()), 200),
  );
}

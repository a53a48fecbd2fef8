import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  ARTIFACT_GENERATING_CODE,
  ARTIFACT_GENERATING_MESSAGE,
  ARTIFACT_GENERATING_RETRY_AFTER_SECONDS,
  artifactSchema,
  errorEnvelopeSchema,
  opaqueIdSchema,
  successEnvelope,
} from '@/lib/contract';
import type { EmbeddedDeps, EmbeddedRouter } from '../context';
import { requireMember } from '../http/auth';
import { BEARER_SECURITY, envelopeResponse, errorResponsesFor, jsonResponse } from '../http/openapi-helpers';
import { ServiceFailure } from '../http/service-failure';
import { artifactReadiness, findArtifactInScope } from '../conversation/artifact-store';
import { toArtifactResource } from '../conversation/resources';
import { ownerScope } from '../store/owner-scope';

const artifactIdParamsSchema = z.object({
  artifactId: opaqueIdSchema.meta({ param: { name: 'artifactId', in: 'path' }, description: 'The artifact' }),
});

const generatingEnvelopeSchema = z.object({
  code: z.literal(ARTIFACT_GENERATING_CODE),
  message: z.string(),
  data: z.null(),
});

const GENERATING_ENVELOPE: z.infer<typeof generatingEnvelopeSchema> = {
  code: ARTIFACT_GENERATING_CODE,
  message: ARTIFACT_GENERATING_MESSAGE,
  data: null,
};

export function registerArtifactRoutes(app: EmbeddedRouter, deps: EmbeddedDeps): void {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/artifacts/{artifactId}/',
      operationId: 'get_partner_artifact',
      summary: 'Read a consultation document',
      security: BEARER_SECURITY,
      middleware: [requireMember(deps)] as const,
      request: { params: artifactIdParamsSchema },
      responses: {
        200: envelopeResponse('The artifact, ready', artifactSchema),
        202: jsonResponse('Still generating; retry later (Retry-After: 1)', generatingEnvelopeSchema),
        ...errorResponsesFor(401, 403, 404),
        500: jsonResponse(
          'Generation failed for good (error.artifact.generation_failed)',
          errorEnvelopeSchema,
        ),
      },
    }),
    async (c) => {
      const { artifactId } = c.req.valid('param');
      const row = await findArtifactInScope(deps.db, { artifactId, scope: ownerScope(c) });
      const readiness = artifactReadiness(row, deps.clock.now());
      switch (readiness.state) {
        case 'generating':
          return c.json(GENERATING_ENVELOPE, 202, {
            'Retry-After': String(ARTIFACT_GENERATING_RETRY_AFTER_SECONDS),
          });
        case 'failed':
          throw new ServiceFailure('error.artifact.generation_failed', 'The document could not be generated');
        case 'ready':
          return c.json(successEnvelope(toArtifactResource(readiness.row)), 200);
      }
    },
  );
}

import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  ARTIFACT_GENERATING_CODE,
  ARTIFACT_GENERATING_MESSAGE,
  ARTIFACT_GENERATING_RETRY_AFTER_SECONDS,
  artifactSchema,
  errorEnvelopeSchema,
  opaqueIdInputSchema,
  successEnvelope,
} from '@/lib/contract';
import type { EmbeddedDeps, EmbeddedRouter } from '@/lib/embedded/context';
import { requireMember } from '@/lib/embedded/http/auth';
import {
  documentedCredentials,
  envelopeResponse,
  errorResponsesFor,
  jsonResponse,
} from '@/lib/embedded/http/openapi-helpers';
import { ServiceFailure } from '@/lib/embedded/http/service-failure';
import { artifactReadiness, findArtifactInScope } from '@/lib/embedded/conversation/artifact-store';
import { toArtifactResource } from '@/lib/embedded/conversation/resources';
import { ownerScope } from '@/lib/embedded/store/owner-scope';

const artifactIdParamsSchema = z.object({
  artifactId: opaqueIdInputSchema.meta({
    param: { name: 'artifactId', in: 'path' },
    description: 'The artifact',
  }),
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
      ...documentedCredentials({ serviceUser: true }),
      middleware: [requireMember(deps)] as const,
      request: { params: artifactIdParamsSchema },
      responses: {
        200: envelopeResponse('The artifact, ready', artifactSchema),
        202: jsonResponse('Still generating; retry later (Retry-After: 1)', generatingEnvelopeSchema),
        ...errorResponsesFor(401, 403, 404, 422),
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

import { z } from 'zod';
import { createRoute } from '@hono/zod-openapi';
import {
  EVENT_STREAM_CONTENT_TYPE,
  streamBodyContentIssues,
  streamBodySchema,
  streamFrameSchema,
} from '@/lib/contract';
import type { EmbeddedDeps, EmbeddedRouter } from '@/lib/embedded/context';
import { requireMember } from '@/lib/embedded/http/auth';
import { documentedCredentials, errorResponsesFor, jsonBody } from '@/lib/embedded/http/openapi-helpers';
import { ServiceFailure } from '@/lib/embedded/http/service-failure';
import { chatContentValidationHook } from '@/lib/embedded/http/validation-hooks';
import { createTurnStream } from '@/lib/embedded/conversation/turn-stream';
import { startTurn } from '@/lib/embedded/conversation/turn-start';
import { ownerScope } from '@/lib/embedded/store/owner-scope';
import { chatIdParamsSchema } from './chats-shared';

// OpenAPI 3.1 has no item schema for a stream of frames: the body reads as the list of its frames.
const streamFramesSchema = z.array(streamFrameSchema).meta({
  description: 'The frames of the body, in order, each read into its `event` and `data` fields',
});

export function registerStreamRoutes(app: EmbeddedRouter, deps: EmbeddedDeps): void {
  app.openapi(
    createRoute({
      method: 'post',
      path: '/chats/{chatId}/stream/',
      operationId: 'stream_partner_chat',
      summary: 'Send a user turn and receive the reply as Server-Sent Events',
      description:
        'Not idempotent: an Idempotency-Key is ignored. Errors after the stream has started arrive as `error` events.',
      ...documentedCredentials({ serviceUser: true }),
      middleware: [requireMember(deps)] as const,
      request: { params: chatIdParamsSchema, body: jsonBody(streamBodySchema) },
      responses: {
        200: {
          description:
            'Server-Sent Events, one frame per event: a line `event: <type>`, a line `data: <JSON of the event, with the same type>`, a blank line',
          content: { [EVENT_STREAM_CONTENT_TYPE]: { schema: streamFramesSchema } },
        },
        ...errorResponsesFor(400, 401, 403, 404, 422),
      },
    }),
    async (c) => {
      const { chatId } = c.req.valid('param');
      const body = c.req.valid('json');
      const issues = streamBodyContentIssues(body);
      if (issues.length > 0) {
        throw new ServiceFailure('error.partner.validation', 'The stream request failed validation', {
          fields: issues,
        });
      }
      const start = await startTurn(deps, { chatId, scope: ownerScope(c), body });
      const stream = createTurnStream(deps, { chatId, start, clientSignal: c.req.raw.signal });
      return new Response(stream, {
        status: 200,
        headers: {
          'Content-Type': `${EVENT_STREAM_CONTENT_TYPE}; charset=utf-8`,
          'Cache-Control': 'no-cache',
          // Proxies that buffer responses would hold the chunks back until the turn ends.
          'X-Accel-Buffering': 'no',
        },
      });
    },
    chatContentValidationHook,
  );
}

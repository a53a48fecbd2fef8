import { createRoute } from '@hono/zod-openapi';
import {
  EVENT_STREAM_CONTENT_TYPE,
  streamBodyContentIssues,
  streamBodySchema,
  streamEventSchema,
} from '@/lib/contract';
import type { EmbeddedDeps, EmbeddedRouter } from '../context';
import { requireMember } from '../http/auth';
import { BEARER_SECURITY, errorResponsesFor, jsonBody } from '../http/openapi-helpers';
import { ServiceFailure } from '../http/service-failure';
import { createTurnStream } from '../conversation/turn-stream';
import { startTurn } from '../conversation/turn-start';
import { ownerScope } from '../store/owner-scope';
import { chatIdParamsSchema } from './chats-shared';

export function registerStreamRoutes(app: EmbeddedRouter, deps: EmbeddedDeps): void {
  app.openapi(
    createRoute({
      method: 'post',
      path: '/chats/{chatId}/stream/',
      operationId: 'stream_partner_chat',
      summary: 'Send a user turn and receive the reply as Server-Sent Events',
      description:
        'Not idempotent: an Idempotency-Key is ignored. Errors after the stream has started arrive as `error` events.',
      security: BEARER_SECURITY,
      middleware: [requireMember(deps)] as const,
      request: { params: chatIdParamsSchema, body: jsonBody(streamBodySchema) },
      responses: {
        200: {
          description: 'One SSE frame per event: `event: <type>` and `data: <JSON with the same type>`',
          content: { [EVENT_STREAM_CONTENT_TYPE]: { schema: streamEventSchema } },
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
  );
}

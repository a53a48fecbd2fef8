import { createRoute } from '@hono/zod-openapi';
import {
  EVENT_STREAM_CONTENT_TYPE,
  streamBodyContentIssues,
  streamBodySchema,
  streamSseEventSchema,
} from '@/lib/contract';
import type { EmbeddedDeps, EmbeddedRouter } from '@/lib/embedded/context';
import { requireMember } from '@/lib/embedded/http/auth';
import { documentedCredentials, errorResponsesFor, jsonBody } from '@/lib/embedded/http/openapi-helpers';
import { ServiceFailure } from '@/lib/embedded/http/service-failure';
import { chatContentValidationHook } from '@/lib/embedded/http/validation-hooks';
import { createTurnStream } from '@/lib/embedded/conversation/turn-stream';
import { startTurn } from '@/lib/embedded/conversation/turn-start';
import { turnStartGate } from '@/lib/embedded/conversation/turn-start-gate';
import { ownerScope } from '@/lib/embedded/store/owner-scope';
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
      ...documentedCredentials({ serviceUser: true }),
      middleware: [requireMember(deps)] as const,
      request: { params: chatIdParamsSchema, body: jsonBody(streamBodySchema) },
      responses: {
        200: {
          description:
            'Server-Sent Events, one frame per event: a line `event: <type>`, a line `data: <JSON of the event, with the same type>`, a blank line',
          // OpenAPI 3.2's item schema: what each event is, as a streaming validator reads them one by one.
          content: { [EVENT_STREAM_CONTENT_TYPE]: { itemSchema: streamSseEventSchema } },
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
      // Counted until the turn's first event can go: replies under way give way to it (ADR 0115).
      const started = turnStartGate().begin();
      const start = await startTurn(deps, { chatId, scope: ownerScope(c), body }).finally(started);
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

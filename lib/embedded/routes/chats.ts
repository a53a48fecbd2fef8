import { createRoute } from '@hono/zod-openapi';
import {
  chatSchema,
  chatsListQuerySchema,
  chatSummarySchema,
  createChatBodyContentIssues,
  createChatBodySchema,
  DEFAULT_TIME_ZONE,
  pagedDataSchema,
  pagedEnvelope,
  successEnvelope,
} from '@/lib/contract';
import type { EmbeddedDeps, EmbeddedRouter } from '@/lib/embedded/context';
import { createIntakeState } from '@/lib/embedded/engine';
import { requireMember } from '@/lib/embedded/http/auth';
import { withIdempotency } from '@/lib/embedded/http/idempotency';
import {
  documentedCredentials,
  envelopeResponse,
  errorResponsesFor,
  jsonBody,
} from '@/lib/embedded/http/openapi-helpers';
import { ServiceFailure } from '@/lib/embedded/http/service-failure';
import { chatContentValidationHook } from '@/lib/embedded/http/validation-hooks';
import { findChatInScope, insertChat, listChats } from '@/lib/embedded/conversation/chat-store';
import { toChatResource } from '@/lib/embedded/conversation/resources';
import { ownerScope } from '@/lib/embedded/store/owner-scope';
import { chatIdParamsSchema } from './chats-shared';

export function registerChatRoutes(app: EmbeddedRouter, deps: EmbeddedDeps): void {
  app.openapi(
    createRoute({
      method: 'post',
      path: '/chats/',
      operationId: 'create_partner_chat',
      summary: 'Open a chat for the user',
      ...documentedCredentials({ serviceUser: true, idempotencyKey: true }),
      middleware: [requireMember(deps), withIdempotency(deps)] as const,
      request: { body: jsonBody(createChatBodySchema) },
      responses: {
        201: envelopeResponse('The chat', chatSchema),
        ...errorResponsesFor(400, 401, 403, 409, 422, 503),
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const issues = createChatBodyContentIssues(body);
      if (issues.length > 0) {
        throw new ServiceFailure('error.partner.validation', 'The chat request failed validation', {
          fields: issues,
        });
      }
      const conversationPromptContext = body.conversationPromptContext ?? null;
      const row = await insertChat(deps.db, {
        scope: ownerScope(c),
        timezone: body.timezone ?? DEFAULT_TIME_ZONE,
        conversationPromptContext,
        intakeState: createIntakeState({ conversationPromptContext: body.conversationPromptContext }),
        now: deps.clock.now(),
      });
      return c.json(successEnvelope(toChatResource(row)), 201);
    },
    chatContentValidationHook,
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/chats/',
      operationId: 'list_partner_chats',
      summary: "List the user's chats",
      ...documentedCredentials({ serviceUser: true }),
      middleware: [requireMember(deps)] as const,
      request: { query: chatsListQuerySchema },
      responses: {
        200: envelopeResponse('A page of chats', pagedDataSchema(chatSummarySchema)),
        ...errorResponsesFor(401, 403, 422),
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const { rows, total } = await listChats(deps.db, { scope: ownerScope(c), query });
      return c.json(
        pagedEnvelope({ items: rows.map(toChatResource), total, page: query.page, size: query.size }),
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/chats/{chatId}/',
      operationId: 'get_partner_chat',
      summary: 'Read one chat',
      ...documentedCredentials({ serviceUser: true }),
      middleware: [requireMember(deps)] as const,
      request: { params: chatIdParamsSchema },
      responses: {
        200: envelopeResponse('The chat', chatSchema),
        ...errorResponsesFor(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const { chatId } = c.req.valid('param');
      const row = await findChatInScope(deps.db, { chatId, scope: ownerScope(c) });
      return c.json(successEnvelope(toChatResource(row)), 200);
    },
  );
}

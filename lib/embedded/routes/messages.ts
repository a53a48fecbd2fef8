import { createRoute } from '@hono/zod-openapi';
import { messageSchema, messagesListQuerySchema, pagedDataSchema, pagedEnvelope } from '@/lib/contract';
import type { EmbeddedDeps, EmbeddedRouter } from '@/lib/embedded/context';
import { requireMember } from '@/lib/embedded/http/auth';
import {
  documentedCredentials,
  envelopeResponse,
  errorResponsesFor,
} from '@/lib/embedded/http/openapi-helpers';
import { findChatInScope } from '@/lib/embedded/conversation/chat-store';
import { listMessages } from '@/lib/embedded/conversation/message-store';
import { toMessageResource } from '@/lib/embedded/conversation/resources';
import { ownerScope } from '@/lib/embedded/store/owner-scope';
import { chatIdParamsSchema } from './chats-shared';

export function registerMessageRoutes(app: EmbeddedRouter, deps: EmbeddedDeps): void {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/chats/{chatId}/messages/',
      operationId: 'list_partner_chat_messages',
      summary: "List a chat's messages, oldest first unless orderBy=-createdAt",
      ...documentedCredentials({ serviceUser: true }),
      middleware: [requireMember(deps)] as const,
      request: { params: chatIdParamsSchema, query: messagesListQuerySchema },
      responses: {
        200: envelopeResponse('A page of messages', pagedDataSchema(messageSchema)),
        ...errorResponsesFor(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const { chatId } = c.req.valid('param');
      const query = c.req.valid('query');
      await findChatInScope(deps.db, { chatId, scope: ownerScope(c) });
      const { rows, total } = await listMessages(deps.db, { chatId, query });
      return c.json(
        pagedEnvelope({ items: rows.map(toMessageResource), total, page: query.page, size: query.size }),
        200,
      );
    },
  );
}

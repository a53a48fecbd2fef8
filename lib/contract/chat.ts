import { z } from 'zod';
import { isoDateTimeSchema, multiLineTextSchema, opaqueIdSchema } from './primitives';
import { exceedsCharacterLimit, INVALID_TIME_ZONE_MESSAGE, isValidTimeZone } from './primitive-values';
import type { FieldIssue } from './validation';

export const CONVERSATION_PROMPT_CONTEXT_MAX = 50_000;

/** A chat as listed: only `id` and `createdAt` are guaranteed. */
export const chatSummarySchema = z
  .looseObject({
    id: opaqueIdSchema,
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'ChatSummary' });

/** A chat as read or created; the interface shows only `id` and `createdAt`, the rest may be absent. */
export const chatSchema = chatSummarySchema
  .extend({
    updatedAt: isoDateTimeSchema.optional(),
    timezone: z.string().optional(),
  })
  .meta({ id: 'Chat' });

export type ChatSummary = z.infer<typeof chatSummarySchema>;
export type Chat = z.infer<typeof chatSchema>;

/** Shape of the create-chat body; failures are 422. Content is checked by `createChatBodyContentIssues`. */
export const createChatBodySchema = z
  .strictObject({
    timezone: z.string().optional(),
    conversationPromptContext: multiLineTextSchema().optional(),
  })
  .meta({ id: 'CreateChatRequest' });

export type CreateChatBody = z.infer<typeof createChatBodySchema>;

/** Content failures of a well-shaped create-chat body; any issue is a 400 `error.partner.validation`. */
export function createChatBodyContentIssues(body: CreateChatBody): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (body.timezone !== undefined && !isValidTimeZone(body.timezone)) {
    issues.push({ path: 'timezone', message: INVALID_TIME_ZONE_MESSAGE });
  }
  if (
    body.conversationPromptContext !== undefined &&
    exceedsCharacterLimit(body.conversationPromptContext, CONVERSATION_PROMPT_CONTEXT_MAX)
  ) {
    issues.push({
      path: 'conversationPromptContext',
      message: `Must be at most ${CONVERSATION_PROMPT_CONTEXT_MAX} characters`,
    });
  }
  return issues;
}

import { z } from 'zod';
import { isoDateTimeSchema, opaqueIdSchema } from './primitives';

export const MESSAGE_ROLES = ['user', 'assistant'] as const;
export const messageRoleSchema = z.enum(MESSAGE_ROLES);
export type MessageRole = z.infer<typeof messageRoleSchema>;

/** A stored chat message; `role` is written as user or assistant and read as any string. */
export const messageSchema = z
  .looseObject({
    role: z.string(),
    content: z.string(),
    messageId: opaqueIdSchema,
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'Message' });

export type Message = z.infer<typeof messageSchema>;

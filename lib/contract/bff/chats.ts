import { z } from 'zod';
import { createChatBodySchema, streamBodySchema } from '@/lib/contract';

const SERVER_ONLY_CONTEXT = 'Not accepted from the browser: only the organization supplies prompt context';

/** Present in a browser's body at all is refused; absent is the only valid value. */
const refusedFromBrowser = z.undefined({ error: SERVER_ONLY_CONTEXT }).optional();

/**
 * `POST /api/chats`: the service's body without `conversationPromptContext`, which the engine prints
 * in the SOAP note as the organization's word; a browser that sends it gets 422 naming the field.
 */
export const browserCreateChatBodySchema = createChatBodySchema.extend({
  conversationPromptContext: refusedFromBrowser,
});

export type BrowserCreateChatBody = z.infer<typeof browserCreateChatBodySchema>;

/** `POST /api/chats/{chatId}/stream`: the service's body without `userEvent.messagePromptContext`. */
export const browserStreamBodySchema = streamBodySchema.extend({
  userEvent: streamBodySchema.shape.userEvent.extend({ messagePromptContext: refusedFromBrowser }),
});

export type BrowserStreamBody = z.infer<typeof browserStreamBodySchema>;

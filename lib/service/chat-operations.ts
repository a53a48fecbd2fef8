import 'server-only';
import {
  chatSchema,
  chatSummarySchema,
  messageSchema,
  pagedDataSchema,
  type Chat,
  type ChatSummary,
  type ChatsListQueryInput,
  type CreateChatBody,
  type Message,
  type MessagesListQueryInput,
  type PagedData,
} from '@/lib/contract';
import { openChatStream, type ChatStream, type OpenChatStreamParams } from './chat-stream';
import type { ServiceConnection } from './service-connection';
import { readEnvelopeData } from './service-reply';
import { sendServiceCall } from './service-transport';

export function createChatOperations(connection: ServiceConnection) {
  return {
    async createChat({
      userId,
      body = {},
      idempotencyKey,
    }: {
      userId: string;
      body?: CreateChatBody;
      idempotencyKey: string;
    }): Promise<Chat> {
      const reply = await sendServiceCall(connection, {
        method: 'POST',
        pathTemplate: '/chats/',
        pathParams: {},
        userId,
        body,
        idempotencyKey,
      });
      return readEnvelopeData({ reply, schema: chatSchema });
    },

    async listChats({
      userId,
      query,
    }: {
      userId: string;
      query?: ChatsListQueryInput;
    }): Promise<PagedData<ChatSummary>> {
      const reply = await sendServiceCall(connection, {
        method: 'GET',
        pathTemplate: '/chats/',
        pathParams: {},
        userId,
        query,
      });
      return readEnvelopeData({ reply, schema: pagedDataSchema(chatSummarySchema) });
    },

    async getChat({ userId, chatId }: { userId: string; chatId: string }): Promise<Chat> {
      const reply = await sendServiceCall(connection, {
        method: 'GET',
        pathTemplate: '/chats/{chatId}/',
        pathParams: { chatId },
        userId,
      });
      return readEnvelopeData({ reply, schema: chatSchema });
    },

    async listMessages({
      userId,
      chatId,
      query,
    }: {
      userId: string;
      chatId: string;
      query?: MessagesListQueryInput;
    }): Promise<PagedData<Message>> {
      const reply = await sendServiceCall(connection, {
        method: 'GET',
        pathTemplate: '/chats/{chatId}/messages/',
        pathParams: { chatId },
        userId,
        query,
      });
      return readEnvelopeData({ reply, schema: pagedDataSchema(messageSchema) });
    },

    openChatStream(params: OpenChatStreamParams): Promise<ChatStream> {
      return openChatStream(connection, params);
    },
  };
}

export type ChatOperations = ReturnType<typeof createChatOperations>;

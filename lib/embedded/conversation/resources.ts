import { formatIsoDateTime, type Artifact, type Chat, type Message } from '@/lib/contract';
import type { artifacts, chats, messages } from '@/lib/db/embedded-schema';

export type ChatRow = typeof chats.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type ArtifactRow = typeof artifacts.$inferSelect;

export function toChatResource(row: ChatRow): Chat {
  return {
    id: row.id,
    createdAt: formatIsoDateTime(row.createdAt),
    updatedAt: formatIsoDateTime(row.updatedAt),
    timezone: row.timezone,
  };
}

export function toMessageResource(row: MessageRow): Message {
  return {
    role: row.role,
    content: row.content,
    messageId: row.id,
    createdAt: formatIsoDateTime(row.createdAt),
  };
}

/** Only for an artifact whose body has been written; the caller has checked it is ready. */
export function toArtifactResource(row: ArtifactRow & { body: string }): Artifact {
  return {
    artifactId: row.id,
    artifactType: row.artifactType,
    content: {
      chatId: row.chatId,
      createdAt: formatIsoDateTime(row.createdAt),
      body: row.body,
    },
  };
}

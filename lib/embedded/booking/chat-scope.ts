import { and, eq } from 'drizzle-orm';
import { chats } from '@/lib/db/embedded-schema';
import type { EmbeddedDeps } from '../context';
import { notFound } from '../http/service-failure';

/** A booking's chat must belong to the same organization and user; anything else is reported as absent. */
export async function assertChatInScope(
  deps: EmbeddedDeps,
  { organizationId, userId, chatId }: { organizationId: string; userId: string; chatId: string },
): Promise<void> {
  const found = await deps.db
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.id, chatId), eq(chats.organizationId, organizationId), eq(chats.userId, userId)))
    .limit(1);
  if (found.length === 0) throw notFound.chat();
}

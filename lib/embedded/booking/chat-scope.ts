import { findChatInScope } from '@/lib/embedded/conversation/chat-store';
import type { EmbeddedDeps } from '@/lib/embedded/context';
import type { OwnerScope } from '@/lib/embedded/store/owner-scope';

/** A booking's chat must belong to the same organization and user; anything else is reported as absent. */
export async function assertChatInScope(
  deps: EmbeddedDeps,
  { chatId, ...scope }: OwnerScope & { chatId: string },
): Promise<void> {
  await findChatInScope(deps.db, { chatId, scope });
}

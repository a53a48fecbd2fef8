import { findChatInScope } from '../conversation/chat-store';
import type { EmbeddedDeps } from '../context';
import type { OwnerScope } from '../store/owner-scope';

/** A booking's chat must belong to the same organization and user; anything else is reported as absent. */
export async function assertChatInScope(
  deps: EmbeddedDeps,
  { chatId, ...scope }: OwnerScope & { chatId: string },
): Promise<void> {
  await findChatInScope(deps.db, { chatId, scope });
}

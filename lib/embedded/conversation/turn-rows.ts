import { and, eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/connection';
import { chats, messages, users } from '@/lib/db/embedded-schema';
import { notFound, ServiceFailure } from '@/lib/embedded/http/service-failure';
import { newId } from '@/lib/embedded/ids';
import type { OwnerScope } from '@/lib/embedded/store/owner-scope';
import { ownedBy } from './chat-store';
import type { ChatRow } from './resources';

export type UserRow = typeof users.$inferSelect;

/**
 * The turn's user and chat, both rows locked for the rest of the transaction in one statement: the user's
 * lock keeps the user's concurrent turns (in any chat) apart, the chat's keeps two turns of one chat from
 * starting from the same state. A chat outside the scope is reported exactly like an absent one; only then
 * is the user looked up, to tell a user the organization cannot act on from a missing chat.
 */
export async function lockTurnRows(
  db: Database,
  { chatId, scope }: { chatId: string; scope: OwnerScope },
): Promise<{ user: UserRow; chat: ChatRow }> {
  const [row] = await db
    .select({ user: users, chat: chats })
    .from(chats)
    .innerJoin(users, eq(users.id, chats.userId))
    .where(and(eq(chats.id, chatId), ownedBy(scope)))
    .limit(1)
    .for('update');
  if (row) return row;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, scope.userId));
  if (!user) {
    throw new ServiceFailure('error.member.forbidden', 'This organization cannot act on the selected user');
  }
  throw notFound.chat();
}

/** The user's message and the intake's new state, in one statement (a data-modifying WITH). */
export async function storeUserTurn(
  db: Database,
  {
    chatId,
    userInput,
    intakeState,
    now,
  }: { chatId: string; userInput: string; intakeState: unknown; now: Date },
): Promise<void> {
  const userMessage = db.$with('user_message').as(
    db
      .insert(messages)
      .values({
        id: newId('msg'),
        chatId,
        role: 'user',
        content: userInput,
        status: 'complete',
        createdAt: now,
      })
      .returning({ id: messages.id }),
  );
  await db.with(userMessage).update(chats).set({ intakeState, updatedAt: now }).where(eq(chats.id, chatId));
}

import { and, eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/connection';
import { chats, messages, users } from '@/lib/db/embedded-schema';
import { notFound, ServiceFailure } from '@/lib/embedded/http/service-failure';
import { newId } from '@/lib/embedded/ids';
import type { PatientDetails } from '@/lib/embedded/engine';
import type { OwnerScope } from '@/lib/embedded/store/owner-scope';
import { ownedBy } from './chat-store';
import type { ChatRow } from './resources';

/** What a turn reads of the chat: the intake's state and the chat's time zone. */
export type TurnChat = Pick<ChatRow, 'intakeState' | 'timezone'>;

/**
 * The turn's user and chat, both rows locked for the rest of the transaction in one statement: the user's
 * lock keeps the user's concurrent turns (in any chat) apart, the chat's keeps two turns of one chat from
 * starting from the same state. Only the columns the turn uses are read: the patient's profile (for the
 * documents) and the chat's state. A chat outside the scope is reported exactly like an absent one; only
 * then is the user looked up, to tell a user the organization cannot act on from a missing chat.
 */
export async function lockTurnRows(
  db: Database,
  { chatId, scope }: { chatId: string; scope: OwnerScope },
): Promise<{ patient: PatientDetails; chat: TurnChat }> {
  const [row] = await db
    .select({
      patient: {
        firstName: users.firstName,
        lastName: users.lastName,
        dateOfBirth: users.dateOfBirth,
        sex: users.sex,
      },
      chat: { intakeState: chats.intakeState, timezone: chats.timezone },
    })
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

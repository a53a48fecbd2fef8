import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import type { MessagesListQuery } from '@/lib/contract';
import type { Database } from '@/lib/db/connection';
import { chats, messages } from '@/lib/db/embedded-schema';
import { newId } from '@/lib/embedded/ids';
import { pageOffset } from '@/lib/embedded/store/owner-scope';
import type { MessageRow } from './resources';

export type NewMessage = Pick<MessageRow, 'chatId' | 'role' | 'content' | 'status' | 'createdAt'> & {
  id?: string;
};

export async function insertMessage(db: Database, message: NewMessage): Promise<void> {
  await db.insert(messages).values({ ...message, id: message.id ?? newId('msg') });
}

export async function listMessages(
  db: Database,
  { chatId, query }: { chatId: string; query: MessagesListQuery },
): Promise<{ rows: MessageRow[]; total: number }> {
  const order = query.orderBy === '-createdAt' ? desc : asc;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(eq(messages.chatId, chatId))
      // createdAt can tie; the insertion sequence keeps a turn's messages in the order they were said.
      .orderBy(order(messages.createdAt), order(messages.sequence))
      .limit(query.size)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(messages).where(eq(messages.chatId, chatId)),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** When each of the user's turns (user messages, in all their chats) since `since` was taken, oldest first. */
export async function recentUserTurnTimes(
  db: Database,
  { organizationId, userId, since }: { organizationId: string; userId: string; since: Date },
): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: messages.createdAt })
    .from(messages)
    .innerJoin(chats, eq(chats.id, messages.chatId))
    .where(
      and(
        eq(chats.organizationId, organizationId),
        eq(chats.userId, userId),
        eq(messages.role, 'user'),
        gt(messages.createdAt, since),
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.sequence));
  return rows.map((row) => row.createdAt);
}

import { and, asc, count, desc, eq } from 'drizzle-orm';
import { splitOrderBy, type ChatsListQuery } from '@/lib/contract';
import type { Database } from '@/lib/db/connection';
import { chats } from '@/lib/db/embedded-schema';
import { notFound } from '@/lib/embedded/http/service-failure';
import { newId } from '@/lib/embedded/ids';
import { pageOffset, type OwnerScope } from '@/lib/embedded/store/owner-scope';
import type { ChatRow } from './resources';

/** The chats of one user of one organization. */
export function ownedBy(scope: OwnerScope) {
  return and(eq(chats.organizationId, scope.organizationId), eq(chats.userId, scope.userId));
}

export async function insertChat(
  db: Database,
  values: {
    scope: OwnerScope;
    timezone: string;
    conversationPromptContext: string | null;
    intakeState: unknown;
    now: Date;
  },
): Promise<ChatRow> {
  const [row] = await db
    .insert(chats)
    .values({
      id: newId('cht'),
      organizationId: values.scope.organizationId,
      userId: values.scope.userId,
      timezone: values.timezone,
      conversationPromptContext: values.conversationPromptContext,
      intakeState: values.intakeState,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  return row!;
}

/** A chat outside the scope is reported exactly like an absent one. */
export async function findChatInScope(
  db: Database,
  { chatId, scope }: { chatId: string; scope: OwnerScope },
): Promise<ChatRow> {
  const [row] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.id, chatId), ownedBy(scope)))
    .limit(1);
  if (!row) throw notFound.chat();
  return row;
}

export async function listChats(
  db: Database,
  { scope, query }: { scope: OwnerScope; query: ChatsListQuery },
): Promise<{ rows: ChatRow[]; total: number }> {
  const { field, direction } = splitOrderBy(query.orderBy);
  const order = direction === 'desc' ? desc : asc;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(chats)
      .where(ownedBy(scope))
      // The id breaks ties, so that paging never shows a chat twice or skips one.
      .orderBy(order(chats[field]), order(chats.id))
      .limit(query.size)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(chats).where(ownedBy(scope)),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

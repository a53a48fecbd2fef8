import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { RecordedChatEvent, RecordedChatEventBody } from '@/lib/contract/bff';
import { chatControlEvents } from '@/lib/db/app-schema';
import { getAppDatabase } from '@/lib/bff/records/app-database';

export interface ChatKey {
  organizationKey: string;
  chatId: string;
}

/** Appends one control event to its chat's record; resolves to its id. */
export async function recordChatControlEvent({
  organizationKey,
  chatId,
  patientAccountId,
  event,
  afterMessageId,
  at = new Date(),
}: ChatKey & {
  patientAccountId: string;
  event: RecordedChatEventBody;
  afterMessageId: string | null;
  at?: Date;
}): Promise<number> {
  const db = await getAppDatabase();
  const [row] = await db
    .insert(chatControlEvents)
    .values({ organizationKey, chatId, patientAccountId, event, afterMessageId, at })
    .returning({ id: chatControlEvents.id });
  return row!.id;
}

/**
 * A chat's control events in the order they were relayed. With `patientAccountId`, only that patient's
 * (the patient app); without it, every record of the chat (the staff dashboard, already scoped to the
 * organization).
 */
export async function listChatControlEvents({
  organizationKey,
  chatId,
  patientAccountId,
}: ChatKey & { patientAccountId?: string }): Promise<RecordedChatEvent[]> {
  const db = await getAppDatabase();
  const conditions = [
    eq(chatControlEvents.organizationKey, organizationKey),
    eq(chatControlEvents.chatId, chatId),
  ];
  if (patientAccountId !== undefined)
    conditions.push(eq(chatControlEvents.patientAccountId, patientAccountId));
  const rows = await db
    .select()
    .from(chatControlEvents)
    .where(and(...conditions))
    .orderBy(asc(chatControlEvents.id));
  return rows.map(
    (row) =>
      ({ ...row.event, at: row.at.toISOString(), afterMessageId: row.afterMessageId }) as RecordedChatEvent,
  );
}

/** A patient's newest control events across their chats, newest first (the staff timeline). */
export async function listPatientControlEvents({
  organizationKey,
  patientAccountId,
  limit,
}: {
  organizationKey: string;
  patientAccountId: string;
  limit: number;
}): Promise<Array<RecordedChatEvent & { chatId: string }>> {
  const db = await getAppDatabase();
  const rows = await db
    .select()
    .from(chatControlEvents)
    .where(
      and(
        eq(chatControlEvents.organizationKey, organizationKey),
        eq(chatControlEvents.patientAccountId, patientAccountId),
      ),
    )
    .orderBy(desc(chatControlEvents.id))
    .limit(limit);
  return rows.map(
    (row) =>
      ({
        ...row.event,
        chatId: row.chatId,
        at: row.at.toISOString(),
        afterMessageId: row.afterMessageId,
      }) as RecordedChatEvent & { chatId: string },
  );
}

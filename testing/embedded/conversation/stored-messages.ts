import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/connection';
import { messages } from '@/lib/db/embedded-schema';

/** A chat's stored messages in insertion order, with the columns the wire does not show (status). */
export function storedMessages(db: Database, chatId: string) {
  return db.select().from(messages).where(eq(messages.chatId, chatId)).orderBy(messages.sequence);
}

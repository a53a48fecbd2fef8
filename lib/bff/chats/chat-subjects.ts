import 'server-only';
import type { ChatSummary, PagedData } from '@/lib/contract';
import type { ServiceClient } from '@/lib/service';
import { chatSubjectFromMessages, type NamedChat } from '@/lib/chat-name/chat-name';
import { loggableError } from '@/lib/logging/loggable-error';
import { bffLog } from '@/lib/bff/logging/bff-logger';

/**
 * Each chat's subject (lib/chat-name) from its first messages, read from the service: it keeps no
 * other record of what a chat is about, and a chat's first message never changes, so a subject once
 * read is kept in this process (bounded) and the service is asked once per chat, not once per list.
 * A chat in which the patient has not written yet is asked again next time.
 */

/** Enough of the oldest messages to reach the patient's first one should the assistant speak first. */
const FIRST_MESSAGES = 4;
/** Reads of the service at once for one list: a page of 20 chats costs at most 4 rounds, not 20 at once. */
const READS_AT_ONCE = 5;
/** Subjects kept in this process; the oldest is forgotten first (and read again if asked for). */
const SUBJECTS_KEPT = 20_000;

const subjects = new Map<string, string>();

function remember(key: string, subject: string): void {
  if (subjects.size >= SUBJECTS_KEPT) {
    const oldest = subjects.keys().next();
    if (!oldest.done) subjects.delete(oldest.value);
  }
  subjects.set(key, subject);
}

/** Forgets every subject read, for tests that change what a service answers. */
export function forgetChatSubjects(): void {
  subjects.clear();
}

async function readSubject(client: ServiceClient, userId: string, chatId: string) {
  const key = `${userId}\u0000${chatId}`;
  const known = subjects.get(key);
  if (known !== undefined) return known;
  try {
    const first = await client.listMessages({
      userId,
      chatId,
      query: { page: 1, size: FIRST_MESSAGES, orderBy: 'createdAt' },
    });
    const subject = chatSubjectFromMessages(first.items);
    if (subject !== null) remember(key, subject);
    return subject;
  } catch (error) {
    // The list is still worth showing: the chat is then named by its time alone.
    bffLog.warn({ chatId, error: loggableError(error) }, 'could not read the subject of a chat');
    return undefined;
  }
}

/** The chats, in the order given, each with its subject (absent where it could not be read). */
export async function nameChats<T extends Pick<ChatSummary, 'id'>>(
  client: ServiceClient,
  userId: string,
  chats: readonly T[],
): Promise<(T & Pick<NamedChat, 'subject'>)[]> {
  const named: (T & Pick<NamedChat, 'subject'>)[] = chats.map((chat) => ({ ...chat }));
  let next = 0;
  const worker = async () => {
    while (next < named.length) {
      const chat = named[next++]!;
      const subject = await readSubject(client, userId, chat.id);
      if (subject !== undefined) chat.subject = subject;
    }
  };
  await Promise.all(Array.from({ length: Math.min(READS_AT_ONCE, named.length) }, worker));
  return named;
}

/** A page of the service's chat list with each chat named. */
export async function nameChatPage(
  client: ServiceClient,
  userId: string,
  page: PagedData<ChatSummary>,
): Promise<PagedData<NamedChat>> {
  return { ...page, items: await nameChats(client, userId, page.items) };
}

/** The patient's chats, a page of them as the service lists them, each named. */
export async function listNamedChats(
  client: ServiceClient,
  params: Parameters<ServiceClient['listChats']>[0],
): Promise<PagedData<NamedChat>> {
  return nameChatPage(client, params.userId, await client.listChats(params));
}

import type { InfiniteData } from '@tanstack/react-query';
import type { Message, PagedData } from '@/lib/contract';

/** A chat's messages as pages of the newest first: the patient's chat and the staff transcript read them alike. */
export const MESSAGES_PAGE_SIZE = 50;

/** The query string of one page of a chat's messages, newest first. */
export function messagesPageQuery(page: number): string {
  return new URLSearchParams({
    page: String(page),
    size: String(MESSAGES_PAGE_SIZE),
    orderBy: '-createdAt',
  }).toString();
}

/**
 * The pages, newest first as fetched, as one list oldest first. Pages are numbered from the newest, so a
 * turn stored between two page loads shifts them: a message seen twice is kept once.
 */
export function orderedMessages(data: InfiniteData<PagedData<Message>> | undefined): Message[] {
  if (!data) return [];
  const seen = new Set<string>();
  const newestFirst: Message[] = [];
  for (const page of data.pages) {
    for (const message of page.items) {
      if (seen.has(message.messageId)) continue;
      seen.add(message.messageId);
      newestFirst.push(message);
    }
  }
  return newestFirst.reverse();
}

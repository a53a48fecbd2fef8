'use client';

import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { messageSchema, pagedDataSchema, type Message, type PagedData } from '@/lib/contract';
import { apiFetch } from './api';
import { queryKeys } from './query-keys';

export const MESSAGES_PAGE_SIZE = 50;

const messagesPageSchema = pagedDataSchema(messageSchema);

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

/** A chat's stored messages: the latest page first, older pages on demand. */
export function useMessages(chatId: string) {
  const query = useInfiniteQuery({
    queryKey: queryKeys.chats.messages(chatId),
    queryFn: ({ pageParam, signal }) =>
      apiFetch(
        `/api/chats/${encodeURIComponent(chatId)}/messages?page=${pageParam}&size=${MESSAGES_PAGE_SIZE}&orderBy=-createdAt`,
        { schema: messagesPageSchema, signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNext ? last.page + 1 : undefined),
  });
  const messages = useMemo(() => orderedMessages(query.data), [query.data]);
  return { ...query, messages };
}

import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { chatEventsResponseSchema } from '@/lib/contract/bff';
import { apiFetch } from '@/lib/client/api';
import { messagesPageQuery, messagesPageSchema } from '@/lib/client/message-pages';
import { queryKeys } from '@/lib/client/query-keys';

/**
 * The chat's queries, each once: the page prefetches them on the server with the same key and options
 * (its own loader in place of the fetch) and the hooks read them in the browser.
 */
export function chatMessagesQuery(chatId: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.chats.messages(chatId),
    queryFn: ({ pageParam, signal }) =>
      apiFetch(`/api/chats/${encodeURIComponent(chatId)}/messages?${messagesPageQuery(pageParam)}`, {
        schema: messagesPageSchema,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNext ? last.page + 1 : undefined),
  });
}

/** The control events the BFF recorded for this chat, oldest first. */
export function chatEventsQuery(chatId: string) {
  return queryOptions({
    queryKey: queryKeys.chats.events(chatId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/chats/${encodeURIComponent(chatId)}/events`, { schema: chatEventsResponseSchema, signal }),
  });
}

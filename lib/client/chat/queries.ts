import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Message, PagedData } from '@/lib/contract';
import type { NamedChat } from '@/lib/chat-name/chat-name';
import type { ChatEventsResponse, CompletedChat, SafetyGuidance } from '@/lib/contract/bff';
import { apiFetch } from '@/lib/client/api';
import { messagesPageQuery } from '@/lib/client/message-pages';
import { queryKeys } from '@/lib/client/query-keys';

/**
 * The chat's queries, each once: the page prefetches them on the server with the same key and options
 * (its own loader in place of the fetch) and the hooks read them in the browser.
 */
/** A page of the chat's messages, newest first. The server's prefetch reads the same path. */
export function chatMessagesPath(chatId: string, page: number): string {
  return `/api/chats/${encodeURIComponent(chatId)}/messages?${messagesPageQuery(page)}`;
}

export function chatMessagesQuery(chatId: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.chats.messages(chatId),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<PagedData<Message>>(chatMessagesPath(chatId, pageParam), { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNext ? last.page + 1 : undefined),
  });
}

/** The control events the BFF recorded for this chat, oldest first. */
export function chatEventsQuery(chatId: string) {
  return queryOptions({
    queryKey: queryKeys.chats.events(chatId),
    queryFn: ({ signal }) =>
      apiFetch<ChatEventsResponse>(`/api/chats/${encodeURIComponent(chatId)}/events`, { signal }),
  });
}

export const CHATS_PAGE_SIZE = 20;
export const RECENT_CHATS_COUNT = 5;

/** A page of the patient's chats, newest first. The server's prefetches read the same paths. */
export function chatsPagePath(page: number, size: number): string {
  const query = new URLSearchParams({ page: String(page), size: String(size), orderBy: '-createdAt' });
  return `/api/chats?${query}`;
}

function fetchChatsPage(page: number, size: number, signal?: AbortSignal) {
  return apiFetch<PagedData<NamedChat>>(chatsPagePath(page, size), { signal });
}

/** The patient's chats, newest first, a page at a time ("Load older"). */
export const chatPagesQuery = infiniteQueryOptions({
  queryKey: queryKeys.chats.list(),
  queryFn: ({ pageParam, signal }) => fetchChatsPage(pageParam, CHATS_PAGE_SIZE, signal),
  initialPageParam: 1,
  getNextPageParam: (last) => (last.hasNext ? last.page + 1 : undefined),
});

/** The few newest chats, for the home page. */
export const recentChatsQuery = queryOptions({
  queryKey: queryKeys.chats.recent(),
  queryFn: ({ signal }) => fetchChatsPage(1, RECENT_CHATS_COUNT, signal),
  select: (page) => page.items,
});

/** The completed chats (their documents are written), by chat id. */
export const completedChatsQuery = queryOptions({
  queryKey: queryKeys.completedChats,
  queryFn: ({ signal }) => apiFetch<{ items: CompletedChat[] }>('/api/documents', { signal }),
  select: (data) => new Set(data.items.map((completed) => completed.chatId)),
});

/** The organization's safety guidance: public, read with the chat so that its panel and card show it at once. */
export const safetyGuidanceQuery = queryOptions({
  queryKey: queryKeys.safetyGuidance,
  queryFn: ({ signal }) => apiFetch<SafetyGuidance>('/api/safety-guidance', { signal }),
  staleTime: 5 * 60_000,
});

'use client';

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chatSchema, chatSummarySchema, pagedDataSchema, type Chat } from '@/lib/contract';
import type { CompletedConsultation } from '@/lib/contract/bff';
import { apiFetch, type ApiClientError } from '@/lib/client/api';
import { browserTimeZone } from '@/lib/client/format-time';
import { queryKeys } from '@/lib/client/query-keys';

export const CHATS_PAGE_SIZE = 20;
export const RECENT_CHATS_COUNT = 5;

const chatsPageSchema = pagedDataSchema(chatSummarySchema);

function fetchChatsPage(page: number, size: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), size: String(size), orderBy: '-createdAt' });
  return apiFetch(`/api/chats?${query}`, { schema: chatsPageSchema, signal });
}

/** The patient's chats, newest first, a page at a time ("Load older"). */
export function useChatPages() {
  return useInfiniteQuery({
    queryKey: queryKeys.chats.list(),
    queryFn: ({ pageParam, signal }) => fetchChatsPage(pageParam, CHATS_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNext ? last.page + 1 : undefined),
  });
}

/** The few newest chats, for the home page. */
export function useRecentChats() {
  return useQuery({
    queryKey: queryKeys.chats.recent(),
    queryFn: ({ signal }) => fetchChatsPage(1, RECENT_CHATS_COUNT, signal),
    select: (page) => page.items,
  });
}

/** The chats whose consultation is complete, by chat id. */
export function useCompletedChatIds() {
  return useQuery({
    queryKey: queryKeys.consultations,
    queryFn: ({ signal }) => apiFetch<{ items: CompletedConsultation[] }>('/api/consultations', { signal }),
    select: (data) => new Set(data.items.map((consultation) => consultation.chatId)),
  });
}

/** Starts a chat in the browser's time zone; one idempotency key per attempt, from the caller. */
export function useCreateChat() {
  const queryClient = useQueryClient();
  return useMutation<Chat, ApiClientError, { idempotencyKey: string }>({
    mutationFn: ({ idempotencyKey }) =>
      apiFetch('/api/chats', {
        method: 'POST',
        body: { timezone: browserTimeZone() },
        idempotencyKey,
        schema: chatSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.chats.all }),
  });
}

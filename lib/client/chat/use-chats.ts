'use client';

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Chat } from '@/lib/contract';
import { apiFetch, type ApiClientError } from '@/lib/client/api';
import { browserTimeZone } from '@/lib/client/format-time';
import { queryKeys } from '@/lib/client/query-keys';
import { chatPagesQuery, completedChatsQuery, recentChatsQuery } from './queries';

/** The patient's chats, newest first, a page at a time ("Load older"). */
export function useChatPages() {
  return useInfiniteQuery(chatPagesQuery);
}

/** The few newest chats, for the home page. */
export function useRecentChats() {
  return useQuery(recentChatsQuery);
}

/** The completed chats (their documents are written), by chat id. */
export function useCompletedChatIds() {
  return useQuery(completedChatsQuery);
}

/** Starts a chat in the browser's time zone; one idempotency key per attempt, from the caller. */
export function useCreateChat() {
  const queryClient = useQueryClient();
  return useMutation<Chat, ApiClientError, { idempotencyKey: string }>({
    mutationFn: ({ idempotencyKey }) =>
      apiFetch<Chat>('/api/chats', {
        method: 'POST',
        body: { timezone: browserTimeZone() },
        idempotencyKey,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.chats.all }),
  });
}

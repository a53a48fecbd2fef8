'use client';

import { useQuery } from '@tanstack/react-query';
import { chatEventsResponseSchema, type RecordedChatEvent } from '@/lib/contract/bff';
import { apiFetch } from './api';
import { queryKeys } from './query-keys';

const NO_EVENTS: RecordedChatEvent[] = [];

/** The control events the BFF recorded for this chat, oldest first. */
export function useChatEvents(chatId: string) {
  const query = useQuery({
    queryKey: queryKeys.chats.events(chatId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/chats/${encodeURIComponent(chatId)}/events`, { schema: chatEventsResponseSchema, signal }),
  });
  return { ...query, events: query.data?.events ?? NO_EVENTS };
}

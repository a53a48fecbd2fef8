'use client';

import { useQuery } from '@tanstack/react-query';
import type { RecordedChatEvent } from '@/lib/contract/bff';
import { chatEventsQuery } from './queries';

const NO_EVENTS: RecordedChatEvent[] = [];

/** The control events the BFF recorded for this chat, oldest first. */
export function useChatEvents(chatId: string) {
  const query = useQuery(chatEventsQuery(chatId));
  return { ...query, events: query.data?.events ?? NO_EVENTS };
}

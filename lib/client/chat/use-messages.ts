'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { orderedMessages } from '@/lib/client/message-pages';
import { chatMessagesQuery } from './queries';

/** A chat's stored messages: the latest page first, older pages on demand. */
export function useMessages(chatId: string) {
  const query = useInfiniteQuery(chatMessagesQuery(chatId));
  const messages = useMemo(() => orderedMessages(query.data), [query.data]);
  return { ...query, messages };
}

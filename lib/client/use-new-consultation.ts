'use client';

import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { chatSchema } from '@/lib/contract';
import { apiFetch } from './api';
import { browserTimeZone } from './format-time';

/** Starts a new chat in the browser's time zone and opens it. */
export function useNewConsultation() {
  const router = useRouter();
  return useMutation({
    mutationFn: () => apiFetch('/api/chats', { method: 'POST', body: { timezone: browserTimeZone() }, schema: chatSchema }),
    onSuccess: (chat) => router.push(`/chats/${encodeURIComponent(chat.id)}`),
  });
}

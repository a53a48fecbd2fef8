'use client';

import { useEffect, useRef } from 'react';
import type { Message } from '@/lib/contract';

/**
 * When the re-reads happen, in ms after the last one: about 7.5 s in all. A turn that was stopped (the
 * patient left the page, or reloaded it, while the reply streamed) is stored by the service a moment
 * after the stop, so the page opened again can read the patient's message before the reply that answers it.
 */
export const FOLLOW_UP_DELAYS_MS = [500, 1_000, 2_000, 4_000] as const;

/**
 * Re-reads the chat while its newest stored message is the patient's and no turn runs on this page, a few
 * times with growing gaps, so that a reply stored upstream after this page read the chat still appears.
 * Each unanswered message gets the schedule once; it stops as soon as anything newer is stored.
 */
export function useUnansweredFollowUp({
  lastMessage,
  waiting,
  reread,
}: {
  lastMessage: Message | undefined;
  /** A turn running on this page, a closed chat, or a read under way: nothing to follow up now. */
  waiting: boolean;
  reread: () => void;
}): void {
  const followed = useRef<{ messageId: string; attempts: number } | null>(null);
  const unansweredId = lastMessage?.role === 'user' ? lastMessage.messageId : null;

  useEffect(() => {
    if (unansweredId === null || waiting) return;
    if (followed.current?.messageId !== unansweredId)
      followed.current = { messageId: unansweredId, attempts: 0 };
    const state = followed.current;
    const delay = FOLLOW_UP_DELAYS_MS[state.attempts];
    if (delay === undefined) return;
    const timer = setTimeout(() => {
      state.attempts += 1;
      reread();
    }, delay);
    return () => clearTimeout(timer);
  }, [unansweredId, waiting, reread]);
}

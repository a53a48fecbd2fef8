'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { completedArtifacts, buildTimeline, messageLanded } from './chat-timeline';
import { queryKeys } from '@/lib/client/query-keys';
import { useChatEvents } from './use-chat-events';
import { useChatTurn } from './use-chat-turn';
import { useDraft } from './use-draft';
import { useCountdown } from './use-countdown';
import { useMessages } from './use-messages';
import { useUnansweredFollowUp } from './use-unanswered-follow-up';

/**
 * Everything the chat page shows, from three sources: the stored messages, the BFF's record of the
 * chat's control events, and the turn running now. The live turn is shown until the stored copies
 * arrive: a streamed reply gives way to the stored message with its id, and the turn's control events
 * to their records once those were read after the turn settled.
 */
export function useChatView(chatId: string) {
  const queryClient = useQueryClient();
  const messagesQuery = useMessages(chatId);
  const eventsQuery = useChatEvents(chatId);
  const draft = useDraft(chatId);
  const [lastStoredIdAtSend, setLastStoredIdAtSend] = useState<string | null>(null);
  const [sentAt, setSentAt] = useState<string | null>(null);

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.chats.messages(chatId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.chats.events(chatId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.completedChats });
  }, [chatId, queryClient]);

  const turn = useChatTurn(chatId, {
    onOpened: draft.clearSent,
    onSettled: (settled) => {
      refresh();
      // Refused before it started (a 4xx such as 429): the message never reached the service.
      if (settled.outcome?.kind === 'error' && settled.outcome.status !== null && settled.userText !== null)
        draft.restoreUnsent(settled.userText);
    },
    initialEvents: eventsQuery.data?.events,
  });
  const { restore } = turn;
  useEffect(() => {
    if (eventsQuery.data) restore(eventsQuery.data.events);
  }, [eventsQuery.data, restore]);

  const { messages } = messagesQuery;
  const { state, settledAt } = turn;
  const running = state.phase === 'sending' || state.phase === 'streaming';
  // Leaving the page aborts a running turn before it settles, so the cached messages and records
  // would still be those from before it; marked stale, they are read again when the chat is opened.
  const runningNow = useRef(running);
  useEffect(() => {
    runningNow.current = running;
  }, [running]);
  useEffect(
    () => () => {
      if (runningNow.current) refresh();
    },
    [refresh],
  );
  const closed = state.outcome?.kind === 'safety' || state.outcome?.kind === 'ended';
  useUnansweredFollowUp({
    lastMessage: messages.at(-1),
    waiting: running || closed || messagesQuery.isFetching,
    reread: refresh,
  });
  const waitSeconds = useCountdown(state.outcome?.kind === 'error' ? state.outcome.retryAt : null);
  // The turn's settling is noted by an effect, a render after the phase changes: until then `settledAt` is
  // an earlier turn's (or 0), and records read before this turn would pass for current, so that the sent
  // message and the live events would vanish for a frame before their stored copies are read.
  const settlingNoted = sentAt === null || settledAt >= Date.parse(sentAt);
  const messagesCurrent = !running && settlingNoted && messagesQuery.dataUpdatedAt > settledAt;
  const eventsCurrent = !running && settlingNoted && eventsQuery.dataUpdatedAt > settledAt;

  const storedIds = useMemo(() => new Set(messages.map((message) => message.messageId)), [messages]);
  const liveReplies = state.replies.filter((reply) => !storedIds.has(reply.messageId));
  const userText = state.userText;
  const landed = userText !== null && messageLanded(messages, userText, lastStoredIdAtSend);
  const showPendingUser =
    userText !== null && state.phase !== 'idle' && !landed && (running || !messagesCurrent);

  const send = useCallback(
    (text: string) => {
      setLastStoredIdAtSend(messages.at(-1)?.messageId ?? null);
      setSentAt(new Date().toISOString());
      return turn.send(text);
    },
    [messages, turn],
  );

  return {
    messagesQuery,
    eventsQuery,
    draft,
    turn: state,
    running,
    closed,
    /** A turn may start now: none running, the chat open, no wait left (the reducer's canSend, ticking). */
    canSendNow: !running && !closed && waitSeconds === 0,
    send,
    stop: turn.stop,
    timeline: useMemo(() => buildTimeline(messages, eventsQuery.events), [messages, eventsQuery.events]),
    liveReplies,
    liveOfftopic: eventsCurrent ? [] : state.offtopic,
    liveCtas: eventsCurrent ? [] : state.ctas,
    pendingUserText: showPendingUser ? userText : null,
    /** When the pending message was sent: shown with it, as its stored copy will show its time. */
    sentAt,
    /** Known only once the messages were re-read after the turn; null until then. */
    messageLanded: userText === null || !messagesCurrent ? null : landed,
    artifacts: state.artifacts ?? completedArtifacts(eventsQuery.events),
  };
}

export type ChatViewModel = ReturnType<typeof useChatView>;

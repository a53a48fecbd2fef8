'use client';

import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { RecordedChatEvent } from '@/lib/contract/bff';
import { canSend, chatTurnReducer, INITIAL_TURN, type TurnState } from './chat-turn';
import { runChatTurn } from './run-chat-turn';

export interface UseChatTurnOptions {
  /** Once the BFF accepted the turn: the patient's message is the service's now. */
  onOpened?: (text: string) => void;
  /** Once a turn sent from this page settled, whatever its outcome: the stored messages and records are worth re-reading. */
  onSettled?: (state: TurnState) => void;
  /**
   * The chat's recorded control events when the page already holds them (prefetched by the server): a
   * closed chat then renders closed from its first frame, on the server too, and nothing moves.
   */
  initialEvents?: RecordedChatEvent[];
}

function initialTurn(events: RecordedChatEvent[] | undefined): TurnState {
  return events ? chatTurnReducer(INITIAL_TURN, { type: 'restore', events }) : INITIAL_TURN;
}

/**
 * The chat's current turn: the reducer's state, one AbortController per turn (Stop, and leaving the page,
 * abort it, which stops the turn upstream), and the time it settled (to tell records read since then).
 */
export function useChatTurn(chatId: string, { onOpened, onSettled, initialEvents }: UseChatTurnOptions = {}) {
  const [state, dispatch] = useReducer(chatTurnReducer, initialEvents, initialTurn);
  const [settledAt, setSettledAt] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const latest = useRef({ state, onOpened, onSettled });
  useEffect(() => {
    latest.current = { state, onOpened, onSettled };
  });

  useEffect(() => () => controller.current?.abort(), []);

  // Only a turn that ran here settles: a chat restored as closed from its records has nothing new to read.
  const previousPhase = useRef(state.phase);
  useEffect(() => {
    const ran = previousPhase.current === 'sending' || previousPhase.current === 'streaming';
    previousPhase.current = state.phase;
    if (state.phase !== 'settled' || !ran) return;
    // Records read after this instant include the turn.
    setSettledAt(Date.now());
    latest.current.onSettled?.(latest.current.state);
  }, [state.phase]);

  const send = useCallback(
    (text: string): boolean => {
      if (text.trim().length === 0 || !canSend(latest.current.state, Date.now())) return false;
      const abort = new AbortController();
      controller.current = abort;
      dispatch({ type: 'send', text });
      void runChatTurn({
        chatId,
        text,
        signal: abort.signal,
        dispatch,
        onOpened: () => latest.current.onOpened?.(text),
      });
      return true;
    },
    [chatId],
  );

  const stop = useCallback(() => {
    controller.current?.abort();
    dispatch({ type: 'stop' });
  }, []);

  const restore = useCallback((events: RecordedChatEvent[]) => dispatch({ type: 'restore', events }), []);

  return { state, settledAt, send, stop, restore };
}

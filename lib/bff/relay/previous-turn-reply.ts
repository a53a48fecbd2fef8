import 'server-only';
import type { Message } from '@/lib/contract';

/**
 * How many of a chat's newest messages are read to find the previous turn's reply: the turn under way
 * has the patient's message and perhaps its own reply, and the previous turn's reply comes next.
 */
export const PREVIOUS_TURN_WINDOW = 10;

/**
 * The reply that ended the previous turn, from the chat's newest messages (newest first): the newest
 * assistant message older than the patient's newest message, which is the message of the turn under way.
 * Null when there is none: the chat's first turn.
 */
export function previousTurnReply(newestFirst: readonly Message[]): string | null {
  const turnMessage = newestFirst.findIndex((message) => message.role === 'user');
  if (turnMessage < 0) return null;
  return (
    newestFirst.slice(turnMessage + 1).find((message) => message.role === 'assistant')?.messageId ?? null
  );
}

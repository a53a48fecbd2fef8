import 'server-only';
import type { StreamEvent } from '@/lib/contract';

/**
 * What the relay has seen of one turn. The interface has no end-of-turn event, so a stream that closes
 * is taken as cut short only when nothing arrived, or an assistant message started and never stopped.
 * An `error` event from the service explains the end itself and is not followed by another.
 */
export interface TurnProgress {
  observe(event: StreamEvent): void;
  endedMidway(): boolean;
  /** Whether the service already explained the end with an `error` event. */
  errorReported(): boolean;
}

export function createTurnProgress(): TurnProgress {
  const openMessageIds = new Set<string>();
  let received = 0;
  let errorReported = false;
  return {
    observe(event) {
      received += 1;
      if (event.type === 'message.start') openMessageIds.add(event.messageId);
      else if (event.type === 'message.stop') openMessageIds.delete(event.messageId);
      else if (event.type === 'error') errorReported = true;
    },
    endedMidway: () => !errorReported && (received === 0 || openMessageIds.size > 0),
    errorReported: () => errorReported,
  };
}

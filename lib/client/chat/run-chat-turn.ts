import type { StreamBody } from '@/lib/contract';
import { USER_MESSAGE_EVENT_TYPE } from '@/lib/contract/event-values';
import { REQUEST_ID_HEADER } from '@/lib/contract/primitive-values';
import { ApiClientError, sendApiRequest } from '@/lib/client/api';
import type { TurnAction } from './chat-turn';
import { readEventStream } from './read-event-stream';

export interface RunChatTurnOptions {
  chatId: string;
  text: string;
  signal: AbortSignal;
  dispatch: (action: TurnAction) => void;
  /** Told once the BFF accepted the turn (200): from then on the message is the service's to store. */
  onOpened?: () => void;
}

/**
 * One turn: POST the patient's words, then feed every event of the SSE body to the turn reducer as it
 * arrives. Aborting the signal (Stop, or leaving the page) cancels the request, which stops the turn
 * upstream; nothing is dispatched after an abort, since the caller already settled the turn as stopped.
 * Nothing is ever resent from here.
 */
export async function runChatTurn({
  chatId,
  text,
  signal,
  dispatch,
  onOpened,
}: RunChatTurnOptions): Promise<void> {
  const body: StreamBody = { userEvent: { type: USER_MESSAGE_EVENT_TYPE, userInput: text } };
  let response: Response;
  try {
    response = await sendApiRequest(`/api/chats/${encodeURIComponent(chatId)}/stream`, {
      method: 'POST',
      body,
      accept: 'text/event-stream',
      signal,
    });
  } catch (error) {
    if (signal.aborted) return;
    if (error instanceof ApiClientError && error.status !== 0) {
      dispatch({
        type: 'httpError',
        status: error.status,
        code: error.code,
        message: error.message,
        requestId: error.requestId,
        retryAfterSeconds: error.retryAfterSeconds,
      });
    } else {
      dispatch({ type: 'connectionLost' });
    }
    return;
  }
  dispatch({ type: 'opened', requestId: response.headers.get(REQUEST_ID_HEADER) });
  onOpened?.();
  if (!response.body) {
    dispatch({ type: 'connectionLost' });
    return;
  }
  try {
    for await (const event of readEventStream(response.body)) {
      if (signal.aborted) return;
      dispatch({ type: 'event', event });
    }
    if (!signal.aborted) dispatch({ type: 'streamEnded' });
  } catch {
    if (!signal.aborted) dispatch({ type: 'connectionLost' });
  }
}

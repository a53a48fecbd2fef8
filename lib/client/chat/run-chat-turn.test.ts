import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChatTurnReducer, INITIAL_TURN, type TurnAction, type TurnState } from './chat-turn';
import { runChatTurn } from './run-chat-turn';

const encoder = new TextEncoder();
const frame = (event: { type: string }) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
const start = { type: 'message.start', role: 'assistant', messageId: 'm1', messageTimestamp: 1 };
const content = (text: string) => ({ type: 'message.content', messageId: 'm1', content: text });
const stop = { type: 'message.stop', messageId: 'm1', stopReason: 'end_turn' };

function sseResponse(chunks: string[], { failAfter = false } = {}) {
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[index++];
      if (chunk !== undefined) controller.enqueue(encoder.encode(chunk));
      else if (failAfter) controller.error(new TypeError('network error'));
      else controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream', 'X-Request-ID': 'req_1' } });
}

async function turn(response: Response | Error, abort?: AbortController) {
  vi.stubGlobal('fetch', vi.fn(async () => (response instanceof Error ? Promise.reject(response) : response)));
  const reduce = createChatTurnReducer(() => 0);
  let state: TurnState = reduce(INITIAL_TURN, { type: 'send', text: 'I have a cough' });
  const actions: TurnAction[] = [];
  const opened = vi.fn();
  await runChatTurn({
    chatId: 'chat 1',
    text: 'I have a cough',
    signal: (abort ?? new AbortController()).signal,
    dispatch: (action) => {
      actions.push(action);
      state = reduce(state, action);
    },
    onOpened: opened,
  });
  return { state, actions, opened, fetch: vi.mocked(fetch) };
}

afterEach(() => vi.unstubAllGlobals());

describe('runChatTurn', () => {
  it('posts the patient message and streams the reply into the reducer until the turn completes', async () => {
    const { state, fetch, opened } = await turn(
      sseResponse([': connected\n\n', frame(start), frame(content('Hel')), frame(content('lo.')), frame(stop)]),
    );
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/chats/chat%201/stream');
    expect(JSON.parse(String(init!.body))).toEqual({ userEvent: { type: 'user_message', userInput: 'I have a cough' } });
    expect(new Headers(init!.headers).get('accept')).toBe('text/event-stream');
    expect(opened).toHaveBeenCalledOnce();
    expect(state).toMatchObject({ phase: 'settled', outcome: { kind: 'complete' }, requestId: 'req_1' });
    expect(state.replies[0]!.text).toBe('Hello.');
  });

  it('settles a body that breaks mid-reply as interrupted, keeping the partial text', async () => {
    const { state } = await turn(sseResponse([frame(start), frame(content('Partial'))], { failAfter: true }));
    expect(state.outcome).toEqual({ kind: 'interrupted', partial: 'Partial' });
  });

  it('turns a refused turn into an error with its wait, and a 5xx into an interruption', async () => {
    const limited = await turn(
      Response.json(
        { code: 'error.rate_limited', message: 'Too many turns', data: { retryAfterSeconds: 30 } },
        { status: 429, headers: { 'X-Request-ID': 'req_429' } },
      ),
    );
    expect(limited.state.outcome).toMatchObject({ kind: 'error', code: 'error.rate_limited', retryAt: 30_000 });
    expect(limited.state.requestId).toBe('req_429');
    expect(limited.opened).not.toHaveBeenCalled();

    const failed = await turn(Response.json({ code: 'error.internal', message: 'x' }, { status: 502 }));
    expect(failed.state.outcome?.kind).toBe('interrupted');
  });

  it('settles as interrupted when no answer arrives at all', async () => {
    const { state } = await turn(new TypeError('Failed to fetch'));
    expect(state.outcome?.kind).toBe('interrupted');
  });

  it('dispatches nothing after the turn was aborted', async () => {
    const abort = new AbortController();
    abort.abort();
    const { actions } = await turn(new DOMException('aborted', 'AbortError'), abort);
    expect(actions).toEqual([]);
  });
});

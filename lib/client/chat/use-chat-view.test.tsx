// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replyStream } from '@/testing/client/reply-stream';
import { useChatView } from './use-chat-view';

const CHAT_ID = 'chat_1';
const SAID = 'My throat hurts';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** The stored messages as the BFF lists them, the newest first. */
const stored = [
  { messageId: 'm2', role: 'assistant', content: 'Rest and fluids.', createdAt: '2026-11-28T04:00:01.000Z' },
  { messageId: 'm1', role: 'user', content: SAID, createdAt: '2026-11-28T04:00:00.000Z' },
];

/**
 * An empty chat whose turn is answered at once, and whose messages, read again after the turn, are held
 * until `release()`: what the page shows between a turn's end and its stored copies' arrival.
 */
function bffHoldingTheReread() {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let turnSent = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = input.split('?')[0];
      if (path === `/api/chats/${CHAT_ID}/stream` && init.method === 'POST') {
        turnSent = true;
        return replyStream('m2');
      }
      if (path === `/api/chats/${CHAT_ID}/messages`) {
        const afterTurn = turnSent;
        if (afterTurn) await held;
        const items = afterTurn ? stored : [];
        return json({
          data: { items, total: items.length, page: 1, size: 20, pages: 1, hasNext: false, hasPrev: false },
        });
      }
      return json({ data: { events: [] } });
    }),
  );
  return { release };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the chat view', () => {
  it('shows the sent message in every render until its stored copy is read, the turn’s end included', async () => {
    const { release } = bffHoldingTheReread();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const renders: Array<{ phase: string; shown: boolean }> = [];
    const { result } = renderHook(
      () => {
        const view = useChatView(CHAT_ID);
        const inTimeline = view.timeline.some(({ message }) => message.content === SAID);
        renders.push({ phase: view.turn.phase, shown: view.pendingUserText === SAID || inTimeline });
        return view;
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.messagesQuery.isSuccess).toBe(true));

    act(() => void result.current.send(SAID));
    await waitFor(() => expect(result.current.turn.phase).toBe('settled'));
    const sentFrom = renders.findIndex((render) => render.phase === 'sending');
    expect(renders.slice(sentFrom).every((render) => render.shown)).toBe(true);
    expect(result.current.pendingUserText).toBe(SAID);

    await act(async () => release());
    await waitFor(() => expect(result.current.pendingUserText).toBeNull());
    expect(result.current.timeline.map(({ message }) => message.content)).toEqual([SAID, 'Rest and fluids.']);
    expect(renders.slice(sentFrom).every((render) => render.shown)).toBe(true);
  });
});

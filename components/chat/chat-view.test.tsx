// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BFF_ERROR_CODES } from '@/lib/contract/bff/error-codes';
import { replyStream } from '@/testing/client/reply-stream';
import { ChatView } from './chat-view';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

const CHAT_ID = 'chat_1';
const REFUSAL =
  'You already have 3 replies being written. Please wait for one to finish, or stop it, then send your message again.';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'X-Request-ID': `req_${status}` },
  });

/** The BFF for an empty chat whose turns are refused with 429 before they start. */
function refusingBff(
  answerWhen: Promise<void> = Promise.resolve(),
  { refusals = Infinity, retryAfterSeconds = 5 } = {},
) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = input.split('?')[0];
      if (path === `/api/chats/${CHAT_ID}/messages`) {
        return json(200, {
          data: { items: [], total: 0, page: 1, size: 20, pages: 0, hasNext: false, hasPrev: false },
        });
      }
      if (path === `/api/chats/${CHAT_ID}/events`) return json(200, { data: { events: [] } });
      if (path === `/api/chats/${CHAT_ID}/stream` && init.method === 'POST') {
        sent.push(JSON.parse(init.body as string));
        await answerWhen;
        if (sent.length > refusals) return replyStream();
        return json(429, {
          code: BFF_ERROR_CODES.tooManyStreams,
          message: REFUSAL,
          data: { retryAfterSeconds, limit: 3 },
          requestId: 'req_429',
        });
      }
      return json(200, { data: [] });
    }),
  );
  return { sent };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('ChatView, when a turn is refused before it starts', () => {
  it('says why, counts down before sending again, and gives the patient their text back', async () => {
    const { sent } = refusingBff();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ChatView chatId={CHAT_ID} />
      </QueryClientProvider>,
    );
    const composer = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your message' });
    await userEvent.type(composer, 'My throat hurts');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Your message was not answered');
    expect(notice.textContent).toContain(REFUSAL);
    expect(notice.textContent).toMatch(/You can send it again in \d s\./);
    expect(notice.textContent).toContain('req_429');
    expect(sent).toEqual([{ userEvent: { type: 'user_message', userInput: 'My throat hurts' } }]);
    // Back in the composer, and still saved for a reload: nothing the patient typed is lost.
    await waitFor(() => expect(composer.value).toBe('My throat hurts'));
    expect(window.localStorage.getItem(`chat-draft:${CHAT_ID}`)).toBe('My throat hurts');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(true);
  });

  it('leaves what the patient typed since in the composer', async () => {
    let answer = () => {};
    refusingBff(new Promise((resolve) => (answer = resolve)));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ChatView chatId={CHAT_ID} />
      </QueryClientProvider>,
    );
    const composer = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your message' });
    await userEvent.type(composer, 'First{Enter}');
    expect(composer.value).toBe('');
    await userEvent.type(composer, 'Second thoughts');
    answer();
    await screen.findByRole('alert');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(composer.value).toBe('Second thoughts');
    expect(window.localStorage.getItem(`chat-draft:${CHAT_ID}`)).toBe('Second thoughts');
  });

  it('empties the composer once "Send again" gets the message through', async () => {
    const { sent } = refusingBff(Promise.resolve(), { refusals: 1, retryAfterSeconds: 0 });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ChatView chatId={CHAT_ID} />
      </QueryClientProvider>,
    );
    const composer = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your message' });
    await userEvent.type(composer, 'My throat hurts{Enter}');
    await waitFor(() => expect(composer.value).toBe('My throat hurts'));
    await userEvent.click(await screen.findByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    await waitFor(() => expect(composer.value).toBe(''));
    expect(window.localStorage.getItem(`chat-draft:${CHAT_ID}`)).toBeNull();
  });
});

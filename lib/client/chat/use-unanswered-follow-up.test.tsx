// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '@/lib/contract';
import { FOLLOW_UP_DELAYS_MS, useUnansweredFollowUp } from './use-unanswered-follow-up';

const message = (messageId: string, role: 'user' | 'assistant'): Message => ({
  messageId,
  role,
  content: messageId,
  createdAt: '2026-11-24T10:00:00.000Z',
});

interface Props {
  lastMessage: Message | undefined;
  waiting: boolean;
}

function setUp(initialProps: Props) {
  const reread = vi.fn();
  const hook = renderHook((props: Props) => useUnansweredFollowUp({ ...props, reread }), { initialProps });
  return { reread, ...hook };
}

/** One re-read as the page does it: fetching while it runs, then idle again with what it found. */
function answerReread(rerender: (props: Props) => void, found: Message) {
  rerender({ lastMessage: found, waiting: true });
  rerender({ lastMessage: found, waiting: false });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useUnansweredFollowUp', () => {
  it("re-reads the chat on a growing schedule while the patient's message is the newest, then gives up", () => {
    const unanswered = message('u1', 'user');
    const { reread, rerender } = setUp({ lastMessage: unanswered, waiting: false });
    for (const [index, delay] of FOLLOW_UP_DELAYS_MS.entries()) {
      vi.advanceTimersByTime(delay - 1);
      expect(reread).toHaveBeenCalledTimes(index);
      vi.advanceTimersByTime(1);
      expect(reread).toHaveBeenCalledTimes(index + 1);
      answerReread(rerender, unanswered);
    }
    vi.advanceTimersByTime(60_000);
    expect(reread).toHaveBeenCalledTimes(FOLLOW_UP_DELAYS_MS.length);
  });

  it('stops as soon as the reply is stored', () => {
    const { reread, rerender } = setUp({ lastMessage: message('u1', 'user'), waiting: false });
    vi.advanceTimersByTime(FOLLOW_UP_DELAYS_MS[0]);
    answerReread(rerender, message('a1', 'assistant'));
    vi.advanceTimersByTime(60_000);
    expect(reread).toHaveBeenCalledTimes(1);
  });

  it('does nothing while a turn runs on the page, or when the newest message is a reply', () => {
    const running = setUp({ lastMessage: message('u1', 'user'), waiting: true });
    const answered = setUp({ lastMessage: message('a1', 'assistant'), waiting: false });
    vi.advanceTimersByTime(60_000);
    expect(running.reread).not.toHaveBeenCalled();
    expect(answered.reread).not.toHaveBeenCalled();
  });

  it('gives a later unanswered message a schedule of its own', () => {
    const { reread, rerender } = setUp({ lastMessage: message('u1', 'user'), waiting: false });
    for (const delay of FOLLOW_UP_DELAYS_MS) {
      vi.advanceTimersByTime(delay);
      answerReread(rerender, message('u1', 'user'));
    }
    rerender({ lastMessage: message('u2', 'user'), waiting: false });
    vi.advanceTimersByTime(FOLLOW_UP_DELAYS_MS[0]);
    expect(reread).toHaveBeenCalledTimes(FOLLOW_UP_DELAYS_MS.length + 1);
  });
});

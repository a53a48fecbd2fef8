// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordedChatEvent } from '@/lib/contract/bff';
import { replyStream } from '@/testing/client/reply-stream';
import { useChatTurn } from './use-chat-turn';

const guardian: RecordedChatEvent = {
  type: 'guardian',
  guardianId: 'guardian.chest_pain_breathlessness',
  message: 'Call 911 now.',
  at: '2026-11-23T14:00:00.000Z',
  afterMessageId: 'msg_1',
};

afterEach(() => vi.unstubAllGlobals());

describe('the chat turn hook', () => {
  it('renders a chat the records close as closed from its first render, and reads nothing again', () => {
    const onSettled = vi.fn();
    const renders: (string | undefined)[] = [];
    renderHook(() => {
      const turn = useChatTurn('chat_1', { onSettled, initialEvents: [guardian] });
      renders.push(turn.state.outcome?.kind);
      return turn;
    });
    expect(renders[0]).toBe('safety');
    expect(onSettled).not.toHaveBeenCalled();
  });

  it('reads the records again once a turn sent from the page settles, not when records arrive later', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => replyStream()),
    );
    const onSettled = vi.fn();
    const { result } = renderHook(() => useChatTurn('chat_1', { onSettled }));
    act(() => void result.current.send('I have a cough'));
    await waitFor(() => expect(result.current.state.phase).toBe('settled'));
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(result.current.state.outcome?.kind).toBe('complete');

    act(() => result.current.restore([guardian]));
    expect(result.current.state.outcome?.kind).toBe('safety');
    expect(onSettled).toHaveBeenCalledTimes(1);
  });
});

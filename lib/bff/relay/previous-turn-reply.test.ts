import { describe, expect, it } from 'vitest';
import type { Message } from '@/lib/contract';
import { previousTurnReply } from './previous-turn-reply';

const message = (messageId: string, role: 'user' | 'assistant'): Message => ({
  messageId,
  role,
  content: messageId,
  createdAt: '2026-11-24T10:00:00.000Z',
});

describe('previousTurnReply', () => {
  it("is the newest reply older than the patient's newest message", () => {
    expect(
      previousTurnReply([message('u2', 'user'), message('a1', 'assistant'), message('u1', 'user')]),
    ).toBe('a1');
  });

  it('skips the reply of the turn under way when the service has stored it already', () => {
    const newestFirst = [message('a2', 'assistant'), message('u2', 'user'), message('a1', 'assistant')];
    expect(previousTurnReply(newestFirst)).toBe('a1');
  });

  it("is null in the chat's first turn, and for a chat with no messages", () => {
    expect(previousTurnReply([message('u1', 'user')])).toBeNull();
    expect(previousTurnReply([])).toBeNull();
  });
});

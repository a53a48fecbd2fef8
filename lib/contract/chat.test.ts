import { describe, expect, it } from 'vitest';
import { chatSchema, chatSummarySchema, createChatBodyContentIssues, createChatBodySchema } from './chat';
import { messageRoleSchema, messageSchema } from './message';

describe('createChatBodySchema (shape)', () => {
  it('accepts an empty body and both optional fields', () => {
    expect(createChatBodySchema.parse({})).toEqual({});
    expect(createChatBodySchema.parse({ timezone: 'UTC', conversationPromptContext: 'ctx' })).toEqual({
      timezone: 'UTC',
      conversationPromptContext: 'ctx',
    });
  });

  it('rejects wrong types and unknown fields', () => {
    expect(createChatBodySchema.safeParse({ timezone: 5 }).success).toBe(false);
    expect(createChatBodySchema.safeParse({ title: 'Back pain' }).success).toBe(false);
  });

  it('leaves content to the content check', () => {
    expect(createChatBodySchema.safeParse({ timezone: 'Mars/Olympus' }).success).toBe(true);
  });
});

describe('createChatBodyContentIssues', () => {
  it('passes valid zones and context up to 50,000 characters', () => {
    expect(createChatBodyContentIssues({})).toEqual([]);
    expect(createChatBodyContentIssues({ timezone: 'America/New_York' })).toEqual([]);
    expect(createChatBodyContentIssues({ conversationPromptContext: 'x'.repeat(50_000) })).toEqual([]);
  });

  it('reports an invalid zone and context of 50,001 characters', () => {
    expect(createChatBodyContentIssues({ timezone: 'Mars/Olympus' }).map((issue) => issue.path)).toEqual([
      'timezone',
    ]);
    expect(createChatBodyContentIssues({ timezone: '' }).map((issue) => issue.path)).toEqual(['timezone']);
    expect(
      createChatBodyContentIssues({ conversationPromptContext: 'x'.repeat(50_001) }).map(
        (issue) => issue.path,
      ),
    ).toEqual(['conversationPromptContext']);
  });
});

describe('chat schemas (read)', () => {
  it('need only id and createdAt, and keep unknown fields', () => {
    const chat = { id: 'chat_1', createdAt: '2026-01-02T03:04:05Z', status: 'open' };
    expect(chatSchema.parse(chat)).toEqual(chat);
    expect(chatSummarySchema.parse(chat)).toEqual(chat);
    expect(chatSchema.parse({ ...chat, updatedAt: '2026-01-02T03:05:00Z', timezone: 'UTC' }).timezone).toBe(
      'UTC',
    );
  });

  it('reject a chat without id', () => {
    expect(chatSchema.safeParse({ createdAt: '2026-01-02T03:04:05Z' }).success).toBe(false);
  });
});

describe('messageSchema (read)', () => {
  const message = {
    role: 'assistant',
    content: 'Hello',
    messageId: 'msg_1',
    createdAt: '2026-01-02T03:04:05Z',
  };

  it('accepts any role on read and keeps unknown fields', () => {
    expect(messageSchema.parse({ ...message, role: 'system', tokens: 3 })).toEqual({
      ...message,
      role: 'system',
      tokens: 3,
    });
  });

  it('writes only user or assistant', () => {
    expect(messageRoleSchema.options).toEqual(['user', 'assistant']);
    expect(messageRoleSchema.safeParse('system').success).toBe(false);
  });
});

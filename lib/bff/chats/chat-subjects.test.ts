import { beforeEach, describe, expect, it } from 'vitest';
import type { Message, MessagesListQueryInput, PagedData } from '@/lib/contract';
import type { ServiceClient } from '@/lib/service';
import { forgetChatSubjects, nameChatPage, nameChats } from './chat-subjects';

const AT = '2026-11-27T12:00:00Z';

function message(role: string, content: string, index: number): Message {
  return { role, content, messageId: `m${index}`, createdAt: AT };
}

/** A service whose chats hold the given messages, oldest first; it counts and checks its reads. */
function fakeService(chats: Record<string, string[][] | 'fails'>) {
  const reads: Array<{ chatId: string; query: MessagesListQueryInput | undefined }> = [];
  let open = 0;
  let mostAtOnce = 0;
  const client = {
    async listMessages({
      chatId,
      query,
    }: {
      userId: string;
      chatId: string;
      query?: MessagesListQueryInput;
    }) {
      reads.push({ chatId, query });
      open += 1;
      mostAtOnce = Math.max(mostAtOnce, open);
      await new Promise((resolve) => setTimeout(resolve, 1));
      open -= 1;
      const stored = chats[chatId];
      if (stored === 'fails') throw new Error('service unavailable');
      const items = (stored ?? [])
        .slice(0, Number(query?.size ?? 20))
        .map(([role, content], index) => message(role!, content!, index));
      return { items, total: items.length, page: 1, size: 4, pages: 1, hasNext: false, hasPrev: false };
    },
  } as unknown as ServiceClient;
  return { client, reads, mostAtOnce: () => mostAtOnce };
}

beforeEach(forgetChatSubjects);

describe('naming chats from their first messages', () => {
  it('names each chat by the patient’s first words, in the order given, from the oldest messages', async () => {
    const service = fakeService({
      c1: [
        ['user', 'Headache since Tuesday'],
        ['assistant', 'How bad is it?'],
      ],
      c2: [
        ['assistant', 'Hello'],
        ['user', 'My knee\nhurts'],
      ],
      c3: [],
    });
    const named = await nameChats(service.client, 'u1', [
      { id: 'c1', createdAt: AT },
      { id: 'c2', createdAt: AT },
      { id: 'c3', createdAt: AT },
    ]);
    expect(named).toEqual([
      { id: 'c1', createdAt: AT, subject: 'Headache since Tuesday' },
      { id: 'c2', createdAt: AT, subject: 'My knee hurts' },
      { id: 'c3', createdAt: AT, subject: null },
    ]);
    expect(service.reads[0]?.query).toEqual({ page: 1, size: 4, orderBy: 'createdAt' });
  });

  it('asks the service once per named chat, again for a chat still without words', async () => {
    const service = fakeService({ c1: [['user', 'Cough']], c2: [] });
    const chats = [
      { id: 'c1', createdAt: AT },
      { id: 'c2', createdAt: AT },
    ];
    await nameChats(service.client, 'u1', chats);
    await nameChats(service.client, 'u1', chats);
    expect(service.reads.map((read) => read.chatId)).toEqual(['c1', 'c2', 'c2']);
    // Another user's chat of the same id is not this one.
    await nameChats(service.client, 'u2', [{ id: 'c1', createdAt: AT }]);
    expect(service.reads).toHaveLength(4);
  });

  it('reads a few chats at a time, not a whole page at once', async () => {
    const chats = Object.fromEntries(
      Array.from({ length: 20 }, (_, index) => [`c${index}`, [['user', `Chat ${index}`]]]),
    );
    const service = fakeService(chats);
    const page: PagedData<{ id: string; createdAt: string }> = {
      items: Object.keys(chats).map((id) => ({ id, createdAt: AT })),
      total: 45,
      page: 2,
      size: 20,
      pages: 3,
      hasNext: true,
      hasPrev: true,
    };
    const named = await nameChatPage(service.client, 'u1', page);
    expect(named).toMatchObject({ total: 45, page: 2, hasNext: true });
    expect(named.items.map((chat) => chat.subject)).toEqual(
      Object.keys(chats).map((_, index) => `Chat ${index}`),
    );
    expect(service.mostAtOnce()).toBeLessThanOrEqual(5);
  });

  it('leaves a chat it could not read unnamed, and names the others', async () => {
    const service = fakeService({ c1: 'fails', c2: [['user', 'Rash']] });
    const named = await nameChats(service.client, 'u1', [
      { id: 'c1', createdAt: AT },
      { id: 'c2', createdAt: AT },
    ]);
    expect(named[0]).toEqual({ id: 'c1', createdAt: AT });
    expect(named[1]?.subject).toBe('Rash');
  });
});

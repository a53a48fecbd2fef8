import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StreamEvent } from '@/lib/contract';
import { createEmbeddedService, type EmbeddedService } from '@/lib/embedded/index';
import { createManualClock } from '@/testing/embedded/conversation/manual-clock';
import { createMemberClient } from '@/testing/embedded/conversation/member-client';
import { readAllEvents } from '@/testing/embedded/conversation/read-event-stream';
import { testConfig } from '@/testing/embedded/test-config';

function replyText(events: StreamEvent[]): string {
  return events.flatMap((event) => (event.type === 'message.content' ? [event.content] : [])).join('');
}

describe('chat messages', () => {
  let service: EmbeddedService;
  const clock = createManualClock();
  const client = createMemberClient(() => service, 'tok-messages-test');

  beforeAll(async () => {
    service = await createEmbeddedService({
      clock,
      config: testConfig({ organizations: [{ name: 'messages-org', token: 'tok-messages-test' }] }),
    });
  });
  afterAll(() => service.close());

  async function chatWithTwoTurns() {
    const userId = await client.createUser();
    const member = client.as(userId);
    const chatId = await member.createChat();
    const replies: string[] = [];
    for (const userInput of ['I have a sore throat', 'It started two days ago']) {
      replies.push(replyText(await readAllEvents(await member.sendTurn(chatId, userInput))));
      clock.advance(1000);
    }
    return { member, chatId, replies };
  }

  it('lists the turns oldest first, with the replies as streamed', async () => {
    const { member, chatId, replies } = await chatWithTwoTurns();
    const response = await member.get(`/chats/${chatId}/messages/`);
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({ total: 4, page: 1, size: 20, pages: 1, hasNext: false, hasPrev: false });
    expect(
      data.items.map((message: { role: string; content: string }) => [message.role, message.content]),
    ).toEqual([
      ['user', 'I have a sore throat'],
      ['assistant', replies[0]],
      ['user', 'It started two days ago'],
      ['assistant', replies[1]],
    ]);
    expect(replies.every((reply) => reply.length > 0)).toBe(true);
    expect(data.items[0]).toEqual({
      role: 'user',
      content: 'I have a sore throat',
      messageId: expect.stringMatching(/^msg_/),
      createdAt: '2026-03-02T09:00:00Z',
    });
  });

  it('lists newest first with orderBy=-createdAt, also within one second', async () => {
    const { member, chatId } = await chatWithTwoTurns();
    const ascending = (await (await member.get(`/chats/${chatId}/messages/`)).json()).data.items;
    const descending = (await (await member.get(`/chats/${chatId}/messages/?orderBy=-createdAt`)).json()).data
      .items;
    expect(descending).toEqual([...ascending].reverse());
  });

  it('pages through the messages', async () => {
    const { member, chatId } = await chatWithTwoTurns();
    const all = (await (await member.get(`/chats/${chatId}/messages/`)).json()).data.items;
    const second = (await (await member.get(`/chats/${chatId}/messages/?size=3&page=2`)).json()).data;
    expect(second).toMatchObject({ total: 4, page: 2, size: 3, pages: 2, hasNext: false, hasPrev: true });
    expect(second.items).toEqual(all.slice(3));
  });

  it("rejects bad paging with 422 and hides other users' chats with 404", async () => {
    const { member, chatId } = await chatWithTwoTurns();
    for (const query of ['page=0', 'size=101', 'orderBy=updatedAt', 'orderBy=role']) {
      expect((await member.get(`/chats/${chatId}/messages/?${query}`)).status, query).toBe(422);
    }
    const neighbour = client.as(await client.createUser());
    const hidden = await neighbour.get(`/chats/${chatId}/messages/`);
    expect(hidden.status).toBe(404);
    expect((await hidden.json()).code).toBe('error.partner.chat_not_found');
    expect((await member.get('/chats/cht_absent/messages/')).status).toBe(404);
  });
});

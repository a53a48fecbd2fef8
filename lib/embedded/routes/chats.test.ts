import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedService, type EmbeddedService } from '@/lib/embedded/index';
import { createManualClock } from '@/testing/embedded/conversation/manual-clock';
import { createMemberClient } from '@/testing/embedded/conversation/member-client';
import { testConfig } from '@/testing/embedded/test-config';

describe('chats', () => {
  let service: EmbeddedService;
  const clock = createManualClock();
  const client = createMemberClient(() => service, 'tok-chats-test');
  const otherOrganization = createMemberClient(() => service, 'tok-chats-other');

  beforeAll(async () => {
    service = await createEmbeddedService({
      clock,
      config: testConfig({
        organizations: [
          { name: 'chats-org', token: 'tok-chats-test' },
          { name: 'chats-other', token: 'tok-chats-other' },
        ],
      }),
    });
  });
  afterAll(() => service.close());

  async function createChats(userId: string, count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      ids.push(await client.as(userId).createChat());
      clock.advance(1000);
    }
    return ids;
  }

  it('creates a chat with the default time zone and reads it back', async () => {
    const member = client.as(await client.createUser());
    const created = await member.post('/chats/', {});
    expect(created.status).toBe(201);
    expect(created.headers.get('X-Request-ID')).toMatch(/^req_/);
    const { code, data } = await created.json();
    expect(code).toBe('success');
    expect(data).toEqual({
      id: expect.stringMatching(/^cht_/),
      createdAt: '2026-03-02T09:00:00Z',
      updatedAt: '2026-03-02T09:00:00Z',
      timezone: 'UTC',
    });

    const read = await member.get(`/chats/${data.id}/`);
    expect(read.status).toBe(200);
    expect((await read.json()).data).toEqual(data);
  });

  it('keeps a given time zone and context', async () => {
    const member = client.as(await client.createUser());
    const created = await member.post('/chats/', {
      timezone: 'America/New_York',
      conversationPromptContext: 'x'.repeat(50_000),
    });
    expect(created.status).toBe(201);
    expect((await created.json()).data.timezone).toBe('America/New_York');
  });

  it('replays a creation sent again with the same Idempotency-Key', async () => {
    const member = client.as(await client.createUser());
    const send = () =>
      member.post('/chats/', { timezone: 'Europe/Paris' }, { headers: { 'Idempotency-Key': 'chat-1' } });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotency-Replayed')).toBe('true');
    expect((await again.json()).data.id).toBe((await first.json()).data.id);
    expect((await (await member.get('/chats/')).json()).data.total).toBe(1);
  });

  it('answers content failures with 400 error.partner.validation and shape failures with 422', async () => {
    const member = client.as(await client.createUser());
    const content = await member.post('/chats/', {
      timezone: 'Mars/Olympus',
      conversationPromptContext: 'x'.repeat(50_001),
    });
    expect(content.status).toBe(400);
    const contentBody = await content.json();
    expect(contentBody.code).toBe('error.partner.validation');
    expect(contentBody.data.fields.map((field: { path: string }) => field.path)).toEqual([
      'timezone',
      'conversationPromptContext',
    ]);

    const shape = await member.post('/chats/', { timezone: 5, title: 'Back pain' });
    expect(shape.status).toBe(422);
    const shapeBody = await shape.json();
    expect(shapeBody.code).toBe('error.validation');
    expect(shapeBody.data.fields.map((field: { path: string }) => field.path).sort()).toEqual([
      'timezone',
      'title',
    ]);

    expect((await (await member.get('/chats/')).json()).data.total).toBe(0);
  });

  it('lists newest first by default and pages without overlap', async () => {
    const userId = await client.createUser();
    const ids = await createChats(userId, 5);
    const member = client.as(userId);

    const first = await (await member.get('/chats/?size=2')).json();
    expect(first.data).toMatchObject({ total: 5, page: 1, size: 2, pages: 3, hasNext: true, hasPrev: false });
    const last = await (await member.get('/chats/?size=2&page=3')).json();
    expect(last.data).toMatchObject({ page: 3, pages: 3, hasNext: false, hasPrev: true });
    const middle = await (await member.get('/chats/?size=2&page=2')).json();
    const listed = [...first.data.items, ...middle.data.items, ...last.data.items].map((chat) => chat.id);
    expect(listed).toEqual([...ids].reverse());

    const beyond = await (await member.get('/chats/?size=2&page=4')).json();
    expect(beyond.data).toMatchObject({ items: [], total: 5, page: 4, hasNext: false, hasPrev: true });
  });

  it('orders by createdAt or updatedAt in either direction', async () => {
    const userId = await client.createUser();
    const ids = await createChats(userId, 3);
    const member = client.as(userId);
    const order = async (orderBy: string) =>
      (await (await member.get(`/chats/?orderBy=${orderBy}`)).json()).data.items.map(
        (chat: { id: string }) => chat.id,
      );
    expect(await order('createdAt')).toEqual(ids);
    expect(await order('-createdAt')).toEqual([...ids].reverse());
    expect(await order('updatedAt')).toEqual(ids);
    expect(await order('-updatedAt')).toEqual([...ids].reverse());
  });

  it('rejects paging out of bounds with 422 instead of clamping', async () => {
    const member = client.as(await client.createUser());
    expect((await member.get('/chats/?size=100')).status).toBe(200);
    expect((await member.get('/chats/?size=1')).status).toBe(200);
    for (const query of [
      'page=0',
      'size=0',
      'size=101',
      'page=1.5',
      'orderBy=title',
      'orderBy=-id',
      'limit=5',
    ]) {
      const response = await member.get(`/chats/?${query}`);
      expect(response.status, query).toBe(422);
      expect((await response.json()).code).toBe('error.validation');
    }
  });

  it("shows only the user's own chats, within the organization", async () => {
    const ownerId = await client.createUser();
    const [chatId] = await createChats(ownerId, 1);
    const neighbour = client.as(await client.createUser());
    const stranger = otherOrganization.as(await otherOrganization.createUser());

    for (const other of [neighbour, stranger]) {
      const response = await other.get(`/chats/${chatId}/`);
      expect(response.status).toBe(404);
      expect((await response.json()).code).toBe('error.partner.chat_not_found');
      expect((await (await other.get('/chats/')).json()).data.total).toBe(0);
    }
    expect((await client.as(ownerId).get('/chats/cht_absent/')).status).toBe(404);
  });

  it('requires both credentials', async () => {
    const withoutUser = await client.call('/chats/');
    expect(withoutUser.status).toBe(403);
    const foreignUser = await client.call('/chats/', {}, await otherOrganization.createUser());
    expect(foreignUser.status).toBe(403);
    const anonymous = await service.fetch(new Request('http://embedded.test/api/v1/chats/'));
    expect(anonymous.status).toBe(401);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentSchema,
  chatSummarySchema,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  MESSAGE_PROMPT_CONTEXT_MAX,
  messageSchema,
  userSchema,
} from '@/lib/contract';
import { birthDateForAge, birthDateTurningTomorrow } from '../support/birth-dates';
import { createChat, refusedTurn, streamTurn, userTurn } from '../support/chats';
import {
  expectPaged,
  expectPartnerValidationError,
  expectSuccess,
  expectValidationError,
} from '../support/expectations';
import { api } from '../support/http-client';
import { target } from '../support/target';
import { as, createFullUser, type TestUser } from '../support/users';
import { uniqueSuffix } from '../support/unique';

let member: TestUser;
let chatId: string;

beforeAll(async () => {
  member = await createFullUser();
  chatId = (await createChat(as(member))).id;
});

const PAGED_LISTS = [
  { route: '/chats/', item: chatSummarySchema, path: () => '/chats/' },
  { route: '/chats/{chatId}/messages/', item: messageSchema, path: () => `/chats/${chatId}/messages/` },
  { route: '/appointments/', item: appointmentSchema, path: () => '/appointments/' },
] as const;

describe('paging bounds', () => {
  for (const list of PAGED_LISTS) {
    it(`GET ${list.route}?page=0 → 422`, async () => {
      expectValidationError(await api.get(list.path(), { ...as(member), query: { page: 0 } }), 'page');
    });

    it(`GET ${list.route}?size=0 → 422`, async () => {
      expectValidationError(await api.get(list.path(), { ...as(member), query: { size: 0 } }), 'size');
    });

    it(`GET ${list.route}?size=101 → 422`, async () => {
      expectValidationError(await api.get(list.path(), { ...as(member), query: { size: 101 } }), 'size');
    });

    it(`GET ${list.route}?size=100 → 200 with size 100`, async () => {
      const page = expectPaged(
        await api.get(list.path(), { ...as(member), query: { size: 100 } }),
        list.item,
      );
      expect(page.size).toBe(100);
    });

    it(`GET ${list.route} without paging → page 1, size 20`, async () => {
      const page = expectPaged(await api.get(list.path(), as(member)), list.item);
      expect({ page: page.page, size: page.size }).toEqual({ page: 1, size: 20 });
    });
  }

  it('GET /chats/?page=2&size=1 pages through the chats', async () => {
    const user = await createFullUser();
    await createChat(as(user));
    await createChat(as(user));
    const page = expectPaged(
      await api.get('/chats/', { ...as(user), query: { page: 2, size: 1 } }),
      chatSummarySchema,
    );
    expect(page).toMatchObject({ total: 2, page: 2, size: 1, pages: 2, hasNext: false, hasPrev: true });
    expect(page.items).toHaveLength(1);
  });
});

describe('past the last page', () => {
  it('GET /chats/?page=999 → 200 with no items, hasNext false and the real total', async () => {
    const user = await createFullUser();
    await createChat(as(user));
    const page = expectPaged(
      await api.get('/chats/', { ...as(user), query: { page: 999 } }),
      chatSummarySchema,
    );
    expect(page).toMatchObject({ items: [], total: 1, page: 999, hasNext: false, hasPrev: true });
  });
});

describe('orderBy', () => {
  for (const orderBy of ['createdAt', '-createdAt', 'updatedAt', '-updatedAt']) {
    it(`GET /chats/?orderBy=${orderBy} → 200`, async () => {
      expectPaged(await api.get('/chats/', { ...as(member), query: { orderBy } }), chatSummarySchema);
    });
  }

  for (const orderBy of ['id', '-timezone', 'createdAt;drop']) {
    it(`GET /chats/?orderBy=${orderBy} → 422`, async () => {
      expectValidationError(await api.get('/chats/', { ...as(member), query: { orderBy } }), 'orderBy');
    });
  }

  for (const orderBy of ['createdAt', '-createdAt']) {
    it(`GET /chats/{chatId}/messages/?orderBy=${orderBy} → 200`, async () => {
      const path = `/chats/${chatId}/messages/`;
      expectPaged(await api.get(path, { ...as(member), query: { orderBy } }), messageSchema);
    });
  }

  for (const orderBy of ['updatedAt', 'role']) {
    it(`GET /chats/{chatId}/messages/?orderBy=${orderBy} → 422`, async () => {
      const path = `/chats/${chatId}/messages/`;
      expectValidationError(await api.get(path, { ...as(member), query: { orderBy } }), 'orderBy');
    });
  }

  it('GET /chats/ lists newest first by default and oldest first with orderBy=createdAt', async () => {
    const user = await createFullUser();
    const older = await createChat(as(user));
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const newer = await createChat(as(user));
    const byDefault = expectPaged(await api.get('/chats/', as(user)), chatSummarySchema);
    expect(byDefault.items.map((chat) => chat.id)).toEqual([newer.id, older.id]);
    const ascending = expectPaged(
      await api.get('/chats/', { ...as(user), query: { orderBy: 'createdAt' } }),
      chatSummarySchema,
    );
    expect(ascending.items.map((chat) => chat.id)).toEqual([older.id, newer.id]);
  });
});

describe.skipIf(!target.embedded)('chat order by updatedAt (embedded)', () => {
  it('GET /chats/?orderBy=-updatedAt lists the chat with the latest turn first', async () => {
    const user = await createFullUser();
    const older = await createChat(as(user));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const newer = await createChat(as(user));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await streamTurn(as(user), older.id, 'I have a mild cough');
    const page = expectPaged(
      await api.get('/chats/', { ...as(user), query: { orderBy: '-updatedAt' } }),
      chatSummarySchema,
    );
    expect(page.items.map((chat) => chat.id)).toEqual([older.id, newer.id]);
  });
});

describe('Idempotency-Key length', () => {
  it(`Idempotency-Key of ${IDEMPOTENCY_KEY_MAX_LENGTH} characters → accepted`, async () => {
    const idempotencyKey = `k${uniqueSuffix()}`.padEnd(IDEMPOTENCY_KEY_MAX_LENGTH, 'x');
    expectSuccess(await api.post('/users/', { json: {}, idempotencyKey }), { status: 201, data: userSchema });
  });

  it(`Idempotency-Key of ${IDEMPOTENCY_KEY_MAX_LENGTH + 1} characters → 422`, async () => {
    const idempotencyKey = `k${uniqueSuffix()}`.padEnd(IDEMPOTENCY_KEY_MAX_LENGTH + 1, 'x');
    expectValidationError(await api.post('/users/', { json: {}, idempotencyKey }), 'Idempotency-Key');
  });
});

describe('messagePromptContext length', () => {
  it(`messagePromptContext of ${MESSAGE_PROMPT_CONTEXT_MAX.toLocaleString('en-US')} characters → the turn streams`, async () => {
    const messagePromptContext = 'c'.repeat(MESSAGE_PROMPT_CONTEXT_MAX);
    const reading = await streamTurn(as(member), chatId, 'I have a mild cough', { messagePromptContext });
    expect(reading.events.map((event) => event.type)).toContain('message.start');
  });

  it(`messagePromptContext of ${(MESSAGE_PROMPT_CONTEXT_MAX + 1).toLocaleString('en-US')} characters → 400 error.partner.validation`, async () => {
    const messagePromptContext = 'c'.repeat(MESSAGE_PROMPT_CONTEXT_MAX + 1);
    const response = await refusedTurn(
      as(member),
      chatId,
      userTurn('I have a mild cough', { messagePromptContext }),
    );
    expectPartnerValidationError(response, 'userEvent.messagePromptContext');
  });
});

describe.skipIf(!target.embedded)('text limits as decided (embedded)', () => {
  it('userInput of 10,001 characters → 400 error.partner.validation', async () => {
    const response = await refusedTurn(as(member), chatId, userTurn('a'.repeat(10_001)));
    expectPartnerValidationError(response, 'userEvent.userInput');
  });

  it('userInput of only spaces → 400 error.partner.validation', async () => {
    expectPartnerValidationError(
      await refusedTurn(as(member), chatId, userTurn('   ')),
      'userEvent.userInput',
    );
  });

  it(`messagePromptContext of ${MESSAGE_PROMPT_CONTEXT_MAX.toLocaleString('en-US')} emoji counts code points → the turn streams`, async () => {
    const messagePromptContext = '🙂'.repeat(MESSAGE_PROMPT_CONTEXT_MAX);
    const reading = await streamTurn(as(member), chatId, 'I have a mild cough', { messagePromptContext });
    expect(reading.events.map((event) => event.type)).toContain('message.start');
  });

  it('conversationPromptContext of 50,001 characters → 400 error.partner.validation', async () => {
    const response = await api.post('/chats/', {
      ...as(member),
      json: { conversationPromptContext: 'c'.repeat(50_001) },
    });
    expectPartnerValidationError(response, 'conversationPromptContext');
  });

  it('conversationPromptContext of 50,000 characters → 201', async () => {
    const response = await api.post('/chats/', {
      ...as(member),
      json: { conversationPromptContext: 'c'.repeat(50_000) },
    });
    expect(response.status, response.text).toBe(201);
  });
});

describe('age from dateOfBirth, counted to today', () => {
  const cases = [
    { label: 'age 18 today', dateOfBirth: () => birthDateForAge(18), accepted: true },
    { label: 'age 17, 18 tomorrow', dateOfBirth: () => birthDateTurningTomorrow(18), accepted: false },
    { label: 'age 120 today', dateOfBirth: () => birthDateForAge(120), accepted: true },
    { label: 'age 121 today', dateOfBirth: () => birthDateForAge(121), accepted: false },
  ];
  for (const { label, dateOfBirth, accepted } of cases) {
    it(`POST /users/ with dateOfBirth of ${label} → ${accepted ? '201' : '422'}`, async () => {
      const response = await api.post('/users/', { json: { dateOfBirth: dateOfBirth() } });
      if (accepted) expectSuccess(response, { status: 201, data: userSchema });
      else expectValidationError(response, 'dateOfBirth');
    });
  }
});

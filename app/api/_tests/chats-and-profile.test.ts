import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as getAddress, PUT as putAddress } from '@/app/api/address/route';
import { GET as getChat } from '@/app/api/chats/[chatId]/route';
import { GET as listMessages } from '@/app/api/chats/[chatId]/messages/route';
import { GET as listChats, POST as createChat } from '@/app/api/chats/route';
import { POST as streamTurn } from '@/app/api/chats/[chatId]/stream/route';
import { openSseReader } from '@/testing/bff/sse-reader';
import { GET as getMe } from '@/app/api/users/me/route';
import {
  actAs,
  callRoute,
  configureTestEnvironment,
  createPatient,
  readEnvelope,
  SPRINGFIELD_ADDRESS,
  startTestServices,
  type SignedIn,
} from '@/testing/bff/route-harness';
import type { PatientAccount } from '@/lib/bff/accounts';

vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);
configureTestEnvironment();

let homer: SignedIn<PatientAccount>;
let marge: SignedIn<PatientAccount>;

beforeAll(async () => {
  await startTestServices();
  homer = await createPatient();
  marge = await createPatient();
});

async function createChatAs(
  patient: SignedIn<PatientAccount>,
  body: unknown = { timezone: 'America/Chicago' },
) {
  actAs(patient);
  const { status, body: envelope } = await readEnvelope<{ id: string }>(
    await callRoute(createChat, '/api/chats', { method: 'POST', body }),
  );
  expect(status).toBe(201);
  return envelope.data!.id;
}

describe('the session rule', () => {
  it.each([
    ['GET /api/users/me', () => callRoute(getMe, '/api/users/me')],
    ['GET /api/chats', () => callRoute(listChats, '/api/chats')],
    ['POST /api/chats', () => callRoute(createChat, '/api/chats', { method: 'POST', body: {} })],
    ['GET /api/address', () => callRoute(getAddress, '/api/address')],
  ])('%s without a session cookie is 401', async (_name, send) => {
    actAs(null);
    const { status, body } = await readEnvelope(await send());
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 'error.auth.required', requestId: expect.any(String) });
  });
});

describe('GET /api/users/me', () => {
  it("answers the signed-in patient's service user", async () => {
    actAs(homer);
    const { status, body } = await readEnvelope(await callRoute(getMe, '/api/users/me'));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      code: 'success',
      message: 'Request successful',
      data: { id: homer.account.serviceUserId, firstName: 'Homer', lastName: 'Simpson' },
    });
  });

  it('ignores a user id and a token the browser sends itself', async () => {
    actAs(homer);
    const response = await callRoute(getMe, '/api/users/me', {
      headers: { 'X-Service-User-ID': marge.account.serviceUserId, Authorization: 'Bearer forged' },
    });
    const { body } = await readEnvelope<{ id: string }>(response);
    expect(body.data?.id).toBe(homer.account.serviceUserId);
  });
});

describe('chats', () => {
  it('creates a chat (201), reads it and lists it, newest first', async () => {
    const first = await createChatAs(homer);
    const second = await createChatAs(homer, {});
    const read = await readEnvelope(
      await callRoute(getChat, `/api/chats/${first}`, { params: { chatId: first } }),
    );
    expect(read).toMatchObject({ status: 200, body: { data: { id: first, timezone: 'America/Chicago' } } });

    const listed = await readEnvelope<{ items: Array<{ id: string }>; total: number }>(
      await callRoute(listChats, '/api/chats?size=1'),
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data).toMatchObject({ page: 1, size: 1, hasNext: true, items: [{ id: second }] });
  });

  it('names each chat by the patient’s first words, shortened; a chat without them has none', async () => {
    const marges = await createPatient();
    const empty = await createChatAs(marges);
    const spoken = await createChatAs(marges);
    const userInput =
      'I have had a throbbing headache behind my left eye since Tuesday morning,\nworse when I bend over <b>and</b> at night';
    const turn = await callRoute(streamTurn, `/api/chats/${spoken}/stream`, {
      method: 'POST',
      params: { chatId: spoken },
      headers: { Accept: 'text/event-stream' },
      body: { userEvent: { type: 'user_message', userInput } },
    });
    await openSseReader(turn.body).rest();
    const listed = await readEnvelope<{ items: Array<{ id: string; subject?: string | null }> }>(
      await callRoute(listChats, '/api/chats'),
    );
    expect(listed.body.data!.items).toEqual([
      expect.objectContaining({
        id: spoken,
        subject: 'I have had a throbbing headache behind my left eye since…',
      }),
      expect.objectContaining({ id: empty, subject: null }),
    ]);
  }, 30_000);

  it('accepts a create request with no body at all', async () => {
    actAs(homer);
    const response = await callRoute(createChat, '/api/chats', { method: 'POST' });
    expect(response.status).toBe(201);
  });

  it('refuses a misshapen body with 422 and the failing fields', async () => {
    actAs(homer);
    const { status, body } = await readEnvelope(
      await callRoute(createChat, '/api/chats', { method: 'POST', body: { timezone: 5, colour: 'red' } }),
    );
    expect(status).toBe(422);
    expect(body).toMatchObject({
      code: 'error.validation',
      data: {
        fields: expect.arrayContaining([
          expect.objectContaining({ path: 'colour', message: 'Unknown field' }),
        ]),
      },
    });
  });

  it('refuses an invalid time zone with 400 error.partner.validation', async () => {
    actAs(homer);
    const { status, body } = await readEnvelope(
      await callRoute(createChat, '/api/chats', { method: 'POST', body: { timezone: '+01:00' } }),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'error.partner.validation',
      data: { fields: [{ path: 'timezone' }] },
    });
  });

  it('refuses malformed JSON with 400 and a wrong content type with 415', async () => {
    actAs(homer);
    const malformed = await callRoute(createChat, '/api/chats', { method: 'POST', rawBody: '{"timezone":' });
    expect((await readEnvelope(malformed)).body.code).toBe('error.malformed_json');
    const wrongType = await callRoute(createChat, '/api/chats', {
      method: 'POST',
      rawBody: 'timezone=UTC',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(wrongType.status).toBe(415);
  });

  it('refuses a bad paging query with 422', async () => {
    actAs(homer);
    const { status, body } = await readEnvelope(
      await callRoute(listChats, '/api/chats?size=500&orderBy=name'),
    );
    expect(status).toBe(422);
    expect(body.code).toBe('error.validation');
  });

  it("hides another patient's chat and its messages as not found", async () => {
    const margesChat = await createChatAs(marge);
    actAs(homer);
    const chat = await readEnvelope(
      await callRoute(getChat, '/api/chats/x', { params: { chatId: margesChat } }),
    );
    expect(chat).toMatchObject({
      status: 404,
      body: { message: 'Not found', requestId: expect.any(String) },
    });
    const messages = await callRoute(listMessages, '/api/chats/x/messages', {
      params: { chatId: margesChat },
    });
    expect(messages.status).toBe(404);
  });

  it("does not reach another patient's chat through a forged user header", async () => {
    const margesChat = await createChatAs(marge);
    actAs(homer);
    const response = await callRoute(getChat, '/api/chats/x', {
      params: { chatId: margesChat },
      headers: { 'X-Service-User-ID': marge.account.serviceUserId },
    });
    expect(response.status).toBe(404);
  });

  it('lists the messages of a chat, oldest first', async () => {
    const chatId = await createChatAs(homer);
    const { status, body } = await readEnvelope(
      await callRoute(listMessages, '/api/chats/x/messages', { params: { chatId } }),
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ items: [], total: 0, page: 1 });
  });
});

describe('CSRF', () => {
  it('refuses a POST without the app header or a same-origin Origin', async () => {
    actAs(homer);
    const bare = await callRoute(createChat, '/api/chats', { method: 'POST', body: {}, crossSite: true });
    expect(bare.status).toBe(403);
    expect((await readEnvelope(bare)).body.code).toBe('error.csrf');

    const foreign = await callRoute(createChat, '/api/chats', {
      method: 'POST',
      body: {},
      headers: { Origin: 'https://evil.test' },
    });
    expect(foreign.status).toBe(403);
  });
});

describe('address', () => {
  it('is 404 until one is on file, then reads back what was put', async () => {
    const lisa = await createPatient();
    const none = await readEnvelope(await callRoute(getAddress, '/api/address'));
    expect(none).toMatchObject({ status: 404, body: { code: 'error.address.not_found' } });

    const put = await readEnvelope(
      await callRoute(putAddress, '/api/address', { method: 'PUT', body: SPRINGFIELD_ADDRESS }),
    );
    expect(put).toEqual({
      status: 200,
      body: { code: 'success', message: 'Request successful', data: null },
    });

    actAs(lisa);
    const read = await readEnvelope(await callRoute(getAddress, '/api/address'));
    expect(read).toMatchObject({ status: 200, body: { data: { ...SPRINGFIELD_ADDRESS, line2: null } } });
  });

  it('refuses an unknown state with 422', async () => {
    actAs(homer);
    const { status, body } = await readEnvelope(
      await callRoute(putAddress, '/api/address', { method: 'PUT', body: { state: 'XX' } }),
    );
    expect(status).toBe(422);
    expect(body).toMatchObject({ data: { fields: [{ path: 'state' }] } });
  });
});

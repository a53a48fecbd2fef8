import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as listMessages } from '@/app/api/chats/[chatId]/messages/route';
import { POST as streamTurn } from '@/app/api/chats/[chatId]/stream/route';
import { POST as createChat } from '@/app/api/chats/route';
import { GET as listConsultationsRoute } from '@/app/api/documents/route';
import type { StreamEvent } from '@/lib/contract';
import { listConsultations, type PatientAccount } from '@/lib/bff/accounts';
import { STREAM_INTERRUPTED_EVENT } from '@/lib/bff/relay';
import {
  actAs,
  callRoute,
  configureTestEnvironment,
  createPatient,
  readEnvelope,
  serviceFaults,
  startTestServices,
  type SignedIn,
} from '@/testing/bff/route-harness';
import { eventsOf, openSseReader } from '@/testing/bff/sse-reader';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { HEADACHE_ANSWERS } from '@/testing/embedded/conversation/consultation-script';

vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);
configureTestEnvironment();

let homer: SignedIn<PatientAccount>;

beforeAll(async () => {
  await startTestServices();
  homer = await createPatient();
});

afterEach(async () => {
  await serviceFaults().reset();
  vi.restoreAllMocks();
});

async function newChat(): Promise<string> {
  const { body } = await readEnvelope<{ id: string }>(
    await callRoute(createChat, '/api/chats', { method: 'POST', body: {} }),
  );
  return body.data!.id;
}

function sendTurn(chatId: string, userInput: string, extra: Record<string, unknown> = {}) {
  return callRoute(streamTurn, `/api/chats/${chatId}/stream`, {
    method: 'POST',
    params: { chatId },
    headers: { Accept: 'text/event-stream' },
    body: { userEvent: { type: 'user_message', userInput }, ...extra },
  });
}

describe('before the stream starts', () => {
  it('answers ordinary JSON errors with their status', async () => {
    actAs(homer);
    const chatId = await newChat();

    const misshapen = await callRoute(streamTurn, '/api/chats/x/stream', {
      method: 'POST',
      params: { chatId },
      body: { userEvent: { type: 'shout', userInput: 'hi' } },
    });
    expect(misshapen.status).toBe(422);
    expect(misshapen.headers.get('content-type')).toMatch(/application\/json/);
    expect((await readEnvelope(misshapen)).body.code).toBe('error.validation');

    const blank = await readEnvelope(await sendTurn(chatId, '   '));
    expect(blank).toMatchObject({
      status: 400,
      body: { code: 'error.partner.validation', data: { fields: [{ path: 'userEvent.userInput' }] } },
    });

    const badZone = await readEnvelope(await sendTurn(chatId, 'hello', { timezone: 'Mars/Olympus' }));
    expect(badZone).toMatchObject({ status: 400, body: { code: 'error.partner.validation' } });

    const unknownChat = await readEnvelope(await sendTurn('chat_does_not_exist', 'hello'));
    expect(unknownChat).toMatchObject({
      status: 404,
      body: { message: 'Not found', requestId: expect.any(String) },
    });
  });

  it("refuses another patient's chat as not found, a missing session and a cross-site request", async () => {
    actAs(homer);
    const homersChat = await newChat();
    await createPatient();
    expect((await sendTurn(homersChat, 'hello')).status).toBe(404);

    actAs(null);
    expect((await sendTurn(homersChat, 'hello')).status).toBe(401);

    actAs(homer);
    const crossSite = await callRoute(streamTurn, '/api/chats/x/stream', {
      method: 'POST',
      params: { chatId: homersChat },
      body: { userEvent: { type: 'user_message', userInput: 'hello' } },
      crossSite: true,
    });
    expect(crossSite.status).toBe(403);
  });
});

describe('a relayed turn', () => {
  it('opens with a comment, then relays parseable frames in order with the SSE headers', async () => {
    actAs(homer);
    const chatId = await newChat();
    const response = await sendTurn(chatId, HEADACHE_ANSWERS[0]);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(response.headers.get('connection')).toBeNull();
    expect(response.headers.get('x-request-id')).toBeTruthy();

    const reader = openSseReader(response.body);
    expect(await reader.next()).toEqual({ kind: 'comment', text: 'connected' });
    const events = eventsOf(await reader.rest());
    const types = events.map((event) => event.type);
    expect(types[0]).toBe('message.start');
    expect(types).toContain('message.content');
    expect(types.at(-1)).toBe('message.stop');
    const { messageId } = events[0] as Extract<StreamEvent, { type: 'message.start' }>;
    expect(events.every((event) => !('messageId' in event) || event.messageId === messageId)).toBe(true);
  });

  it('records a completed consultation before the browser reads the completion event', async () => {
    actAs(homer);
    const chatId = await newChat();
    let complete: Extract<StreamEvent, { type: 'ai_consultation.complete' }> | undefined;
    for (const answer of HEADACHE_ANSWERS) {
      const reader = openSseReader((await sendTurn(chatId, answer)).body);
      for (let block = await reader.next(); block !== null; block = await reader.next()) {
        if (block.kind !== 'event' || block.event.type !== 'ai_consultation.complete') continue;
        complete = block.event;
        const records = await listConsultations({
          organizationKey: homer.account.organizationKey,
          patientAccountId: homer.account.id,
        });
        expect(records.find((record) => record.chatId === chatId)).toMatchObject({
          longSummaryArtifactId: complete.artifacts.longSummary,
          shortSummaryArtifactId: complete.artifacts.shortSummary,
          soapNoteArtifactId: complete.artifacts.soapNote,
          completedAt: expect.any(Date),
        });
      }
      if (complete) break;
    }
    expect(complete).toBeDefined();

    const listed = await readEnvelope<{ items: Array<{ chatId: string; artifacts: unknown }> }>(
      await callRoute(listConsultationsRoute, '/api/documents'),
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data!.items[0]).toMatchObject({ chatId, artifacts: complete!.artifacts });
  });

  it('sends stream_interrupted when the service cuts the stream mid-message, and the turn is kept', async () => {
    actAs(homer);
    const chatId = await newChat();
    await serviceFaults().update({ cutStreamAfterEvents: 2 });
    const events = eventsOf(await openSseReader((await sendTurn(chatId, HEADACHE_ANSWERS[0])).body).rest());
    expect(events.map((event) => event.type)).toEqual(['message.start', 'message.content', 'error']);
    expect(events.at(-1)).toEqual(STREAM_INTERRUPTED_EVENT);

    await serviceFaults().reset();
    const messages = await readEnvelope<{ items: Array<{ role: string; content: string }> }>(
      await callRoute(listMessages, '/api/chats/x/messages', { params: { chatId } }),
    );
    expect(messages.body.data!.items[0]).toMatchObject({ role: 'user', content: HEADACHE_ANSWERS[0] });
  });

  it("relays the service's own error event (rate limit) and adds nothing", async () => {
    actAs(homer);
    const chatId = await newChat();
    await serviceFaults().update({ rateLimitStreams: true });
    const events = eventsOf(await openSseReader((await sendTurn(chatId, 'hello')).body).rest());
    expect(events).toEqual([expect.objectContaining({ type: 'error', errorCode: 'rate_limited' })]);
  });

  it('closes the service stream exactly once when the browser goes away', async () => {
    actAs(homer);
    const chatId = await newChat();
    const client = await getServiceClient();
    const open = client.openChatStream.bind(client);
    let closes = 0;
    vi.spyOn(client, 'openChatStream').mockImplementation(async (params) => {
      const stream = await open(params);
      return {
        ...stream,
        close: () => {
          closes += 1;
          stream.close();
        },
      };
    });
    const reader = openSseReader((await sendTurn(chatId, HEADACHE_ANSWERS[0])).body);
    await reader.next();
    expect(await reader.next()).toMatchObject({ kind: 'event', event: { type: 'message.start' } });
    await reader.cancel();
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(closes).toBe(1);
  });
});

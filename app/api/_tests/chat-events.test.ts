import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as listChatEvents } from '@/app/api/chats/[chatId]/events/route';
import { POST as streamTurn } from '@/app/api/chats/[chatId]/stream/route';
import { POST as createChat } from '@/app/api/chats/route';
import type { StreamEvent } from '@/lib/contract';
import { chatEventsResponseSchema, type RecordedChatEvent } from '@/lib/contract/bff';
import type { PatientAccount } from '@/lib/bff/accounts';
import { listChatControlEvents } from '@/lib/bff/records/chat-control-events';
import { getOrganizationKey } from '@/lib/bff/service/service-target';
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
import { HEADACHE_ANSWERS } from '@/testing/embedded/conversation/consultation-script';

vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);
configureTestEnvironment();

let marge: SignedIn<PatientAccount>;
let bart: SignedIn<PatientAccount>;

beforeAll(async () => {
  await startTestServices();
  marge = await createPatient();
  bart = await createPatient();
});

afterEach(async () => {
  await serviceFaults().reset();
});

async function newChat(): Promise<string> {
  const { body } = await readEnvelope<{ id: string }>(
    await callRoute(createChat, '/api/chats', { method: 'POST', body: {} }),
  );
  return body.data!.id;
}

async function turn(chatId: string, userInput: string): Promise<StreamEvent[]> {
  const response = await callRoute(streamTurn, `/api/chats/${chatId}/stream`, {
    method: 'POST',
    params: { chatId },
    headers: { Accept: 'text/event-stream' },
    body: { userEvent: { type: 'user_message', userInput } },
  });
  return eventsOf(await openSseReader(response.body).rest());
}

async function recorded(chatId: string): Promise<RecordedChatEvent[]> {
  const { status, body } = await readEnvelope(
    await callRoute(listChatEvents, `/api/chats/${chatId}/events`, { params: { chatId } }),
  );
  expect(status).toBe(200);
  return chatEventsResponseSchema.parse(body.data).events;
}

function lastAssistantMessageId(events: StreamEvent[]): string | null {
  const starts = events.filter((event) => event.type === 'message.start');
  return starts.at(-1)?.messageId ?? null;
}

describe('GET /api/chats/[chatId]/events', () => {
  it('answers an empty list for a chat with no control event yet', async () => {
    actAs(marge);
    const chatId = await newChat();
    await turn(chatId, HEADACHE_ANSWERS[0]);
    expect(await recorded(chatId)).toEqual([]);
  });

  it('records a guardian event with its id and message, after the message it followed', async () => {
    actAs(marge);
    const chatId = await newChat();
    const events = await turn(chatId, 'I have chest pain and I am short of breath');
    const guardian = events.find((event) => event.type === 'guardian');
    expect(guardian).toBeDefined();
    const records = await recorded(chatId);
    expect(records[0]).toMatchObject({
      type: 'guardian',
      guardianId: guardian!.type === 'guardian' ? guardian!.guardianId : '',
      at: expect.any(String),
    });
    const before = events.slice(0, events.indexOf(guardian!));
    expect(records[0]!.afterMessageId).toBe(lastAssistantMessageId(before));
    // Every control event of the turn, in the order relayed.
    const controlTypes = events
      .map((event) => event.type)
      .filter((type) => !type.startsWith('message.') && type !== 'error');
    expect(records.map((record) => record.type)).toEqual(controlTypes);
  });

  it('records off-topic notices and the end with its reason, in order, across turns', async () => {
    actAs(marge);
    const chatId = await newChat();
    const replies: (string | null)[] = [];
    for (const input of ['what is the capital of France', 'write me a poem', 'tell me a joke']) {
      replies.push(lastAssistantMessageId(await turn(chatId, input)));
    }
    const records = await recorded(chatId);
    expect(records.map((record) => record.type)).toEqual([
      'conversation.offtopic',
      'conversation.offtopic',
      'conversation.offtopic',
      'conversation.end',
    ]);
    expect(records.at(-1)).toMatchObject({ reason: 'repeated_offtopic' });
    // An off-topic notice opens its turn, before any reply of its own: it follows the reply the turn
    // before ended with (none in the first turn). The end follows the last reply.
    expect(records.slice(0, 3).map((record) => record.afterMessageId)).toEqual([
      null,
      replies[0],
      replies[1],
    ]);
    expect(replies.every((reply) => typeof reply === 'string')).toBe(true);
    expect(records.at(-1)!.afterMessageId).toBe(replies[2]);
  });

  it('records the call to action and the completion of a whole consultation', async () => {
    actAs(marge);
    const chatId = await newChat();
    let complete: StreamEvent | undefined;
    for (const answer of HEADACHE_ANSWERS) {
      complete = (await turn(chatId, answer)).find((event) => event.type === 'ai_consultation.complete');
      if (complete) break;
    }
    expect(complete).toBeDefined();
    const records = await recorded(chatId);
    expect(
      records.some((record) => record.type === 'skill_code.cta' && typeof record.widget === 'string'),
    ).toBe(true);
    expect(records.find((record) => record.type === 'ai_consultation.complete')).toMatchObject({
      artifacts: complete!.type === 'ai_consultation.complete' ? complete!.artifacts : {},
    });
    // The staff dashboard reads the same records, for the organization's chat whoever the patient.
    const forStaff = await listChatControlEvents({ organizationKey: await getOrganizationKey(), chatId });
    expect(forStaff).toEqual(records);
  });

  it("shows a patient nothing of another patient's chat", async () => {
    actAs(marge);
    const chatId = await newChat();
    await turn(chatId, 'I have chest pain and I am short of breath');
    actAs(bart);
    expect(await recorded(chatId)).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    actAs(null);
    const response = await callRoute(listChatEvents, '/api/chats/x/events', { params: { chatId: 'x' } });
    expect(response.status).toBe(401);
  });
});

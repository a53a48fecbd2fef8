import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as streamTurn } from '@/app/api/chats/[chatId]/stream/route';
import { POST as createChat } from '@/app/api/chats/route';
import type { PatientAccount } from '@/lib/bff/accounts';
import type { RelayDeadlines } from '@/lib/bff/relay';
import {
  CHAT_STREAMS_PER_PATIENT,
  patientStreamSlots,
  SHUTDOWN_INTERRUPTED_EVENT,
  STREAM_INTERRUPTED_EVENT,
  STREAM_SLOT_RETRY_AFTER_SECONDS,
} from '@/lib/bff/relay';
import type * as CurrentAppConfigModule from '@/lib/bff/config/current-app-config';
import { endOpenStreams } from '@/lib/bff/lifecycle/shutdown-state';
import { bffLog } from '@/lib/bff/logging/bff-logger';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { ServiceError } from '@/lib/service';
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
import { createFakeChatStream } from '@/testing/bff/fake-chat-stream';
import { eventsOf, openSseReader } from '@/testing/bff/sse-reader';
import { HEADACHE_ANSWERS } from '@/testing/embedded/conversation/consultation-script';

vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);
// The relay's deadlines, shortened for the tests that wait for one; the configured ones otherwise.
const deadlines = vi.hoisted(() => ({ current: undefined as RelayDeadlines | undefined }));
vi.mock('@/lib/bff/config/current-app-config', async (importOriginal) => {
  const real = await importOriginal<typeof CurrentAppConfigModule>();
  return {
    getAppConfig: () => {
      const config = real.getAppConfig();
      return deadlines.current ? { ...config, relayDeadlines: deadlines.current } : config;
    },
  };
});
configureTestEnvironment();

beforeAll(async () => {
  await startTestServices();
});

afterEach(async () => {
  deadlines.current = undefined;
  await serviceFaults().reset();
  vi.restoreAllMocks();
});

/** A patient of their own per test, signed in, with a count of the service's chat streams opened. */
async function freshPatient() {
  const patient = await createPatient();
  actAs(patient);
  const client = await getServiceClient();
  const openChatStream = vi.spyOn(client, 'openChatStream');
  return { patient, openChatStream };
}

async function newChat(): Promise<string> {
  const { body } = await readEnvelope<{ id: string }>(
    await callRoute(createChat, '/api/chats', { method: 'POST', body: {} }),
  );
  return body.data!.id;
}

function sendTurn(chatId: string, userInput: string = HEADACHE_ANSWERS[0]) {
  return callRoute(streamTurn, `/api/chats/${chatId}/stream`, {
    method: 'POST',
    params: { chatId },
    headers: { Accept: 'text/event-stream' },
    body: { userEvent: { type: 'user_message', userInput } },
  });
}

/** Opens a turn in a chat of its own and reads its opening comment: the stream is open, and left so. */
async function openTurn(chatId?: string) {
  const response = await sendTurn(chatId ?? (await newChat()));
  expect(response.status).toBe(200);
  const reader = openSseReader(response.body);
  expect(await reader.next()).toEqual({ kind: 'comment', text: 'connected' });
  return reader;
}

/** Opens the patient's every slot; with `chatIds`, in chats made beforehand, so that they open at once. */
async function openAll(chatIds: string[] = []) {
  const readers = [];
  for (let i = 0; i < CHAT_STREAMS_PER_PATIENT; i += 1) readers.push(await openTurn(chatIds[i]));
  return readers;
}

const newChats = (count: number) => Promise.all(Array.from({ length: count }, () => newChat()));

/** The next turn is refused before the service hears of it: 429, the envelope, Retry-After. */
async function expectRefused(openChatStream: { mock: { calls: unknown[] } }, chatId?: string) {
  const callsBefore = openChatStream.mock.calls.length;
  const refused = await sendTurn(chatId ?? (await newChat()), 'Still there?');
  expect(refused.status).toBe(429);
  expect(refused.headers.get('retry-after')).toBe(String(STREAM_SLOT_RETRY_AFTER_SECONDS));
  expect(refused.headers.get('content-type')).toMatch(/application\/json/);
  expect((await readEnvelope(refused)).body).toEqual({
    code: 'error.chat.too_many_streams',
    message: `You already have ${CHAT_STREAMS_PER_PATIENT} replies being written. Please wait for one to finish, or stop it, then send your message again.`,
    data: { retryAfterSeconds: STREAM_SLOT_RETRY_AFTER_SECONDS, limit: CHAT_STREAMS_PER_PATIENT },
    requestId: expect.any(String),
  });
  expect(openChatStream.mock.calls.length).toBe(callsBefore);
}

/** Every open stream of the patient has given its slot back. */
async function expectAllReleased(patient: SignedIn<PatientAccount>) {
  await vi.waitFor(() => expect(patientStreamSlots().openCount(patient.account.id)).toBe(0), {
    timeout: 10_000,
  });
}

/** Every service stream from here on is one the test holds open and can end. */
function holdServiceStreams(openChatStream: ReturnType<typeof vi.spyOn>) {
  const fakes: ReturnType<typeof createFakeChatStream>[] = [];
  openChatStream.mockImplementation(async () => {
    const fake = createFakeChatStream();
    fakes.push(fake);
    return fake.stream;
  });
  return fakes;
}

describe('open chat streams per patient', () => {
  it(`refuses the stream past ${CHAT_STREAMS_PER_PATIENT} before the service, and takes one once a turn completes`, async () => {
    const { patient, openChatStream } = await freshPatient();
    const [first, ...others] = await openAll();
    await expectRefused(openChatStream);

    // Someone else is not held up by this patient's streams.
    const other = await createPatient();
    actAs(other);
    const othersTurn = await openTurn();
    await othersTurn.cancel();
    actAs(patient);

    const events = eventsOf(await first!.rest());
    expect(events.at(-1)?.type).toBe('message.stop');
    const next = await openTurn();
    await expectRefused(openChatStream);
    await Promise.all([next, ...others].map((reader) => reader.cancel()));
    await expectAllReleased(patient);
  });

  it('gives the slot back when the browser leaves mid-reply', async () => {
    const { patient, openChatStream } = await freshPatient();
    const readers = await openAll();
    await readers[0]!.cancel();
    expect(patientStreamSlots().openCount(patient.account.id)).toBe(CHAT_STREAMS_PER_PATIENT - 1);
    readers[0] = await openTurn();
    await expectRefused(openChatStream);
    await Promise.all(readers.map((reader) => reader.cancel()));
    await expectAllReleased(patient);
  });

  it('gives the slot back when the service breaks off the stream', async () => {
    vi.spyOn(bffLog, 'warn').mockImplementation(() => {});
    const { patient, openChatStream } = await freshPatient();
    await serviceFaults().update({ cutStreamAfterEvents: 2 });
    const cut = await openTurn();
    await serviceFaults().reset();
    const readers = [await openTurn(), await openTurn()];
    await expectRefused(openChatStream);
    expect(eventsOf(await cut.rest()).at(-1)).toEqual(STREAM_INTERRUPTED_EVENT);
    readers.push(await openTurn());
    await Promise.all(readers.map((reader) => reader.cancel()));
    await expectAllReleased(patient);
  });

  it('holds no slot for a turn the service refuses or never opens', async () => {
    vi.spyOn(bffLog, 'error').mockImplementation(() => {});
    vi.spyOn(bffLog, 'warn').mockImplementation(() => {});
    const { patient, openChatStream } = await freshPatient();
    for (let i = 0; i <= CHAT_STREAMS_PER_PATIENT; i += 1) {
      expect((await sendTurn('chat_does_not_exist')).status).toBe(404);
    }
    openChatStream.mockRejectedValueOnce(
      new ServiceError({ status: 503, code: 'error.network', message: 'connection refused' }),
    );
    expect((await sendTurn(await newChat())).status).toBe(503);
    expect(patientStreamSlots().openCount(patient.account.id)).toBe(0);
    const readers = await openAll();
    await Promise.all(readers.map((reader) => reader.cancel()));
    await expectAllReleased(patient);
  });

  it('gives the slot back at the idle deadline, when the browser stops reading', async () => {
    vi.spyOn(bffLog, 'warn').mockImplementation(() => {});
    deadlines.current = { idleMs: 1_500, overallMs: 60_000 };
    const { patient, openChatStream } = await freshPatient();
    holdServiceStreams(openChatStream);
    const chatIds = await newChats(CHAT_STREAMS_PER_PATIENT + 1);
    const readers = await openAll(chatIds);
    await expectRefused(openChatStream, chatIds.at(-1));
    await expectAllReleased(patient);
    for (const reader of readers) expect(eventsOf(await reader.rest())).toEqual([STREAM_INTERRUPTED_EVENT]);
    const next = await openTurn();
    await next.cancel();
  });

  it('gives the slot back at the overall deadline, while the browser reads', async () => {
    vi.spyOn(bffLog, 'warn').mockImplementation(() => {});
    deadlines.current = { idleMs: 60_000, overallMs: 1_500 };
    const { patient, openChatStream } = await freshPatient();
    holdServiceStreams(openChatStream);
    const chatIds = await newChats(CHAT_STREAMS_PER_PATIENT + 1);
    const readers = await openAll(chatIds);
    await expectRefused(openChatStream, chatIds.at(-1));
    // Each browser waits for the next frame, so only the overall deadline can end its turn.
    const rests = await Promise.all(readers.map((reader) => reader.rest()));
    for (const blocks of rests) expect(eventsOf(blocks)).toEqual([STREAM_INTERRUPTED_EVENT]);
    await expectAllReleased(patient);
    const next = await openTurn();
    await next.cancel();
  });

  it('gives the slots back when the instance stops and ends its streams', async () => {
    vi.spyOn(bffLog, 'warn').mockImplementation(() => {});
    const { patient, openChatStream } = await freshPatient();
    const fakes = holdServiceStreams(openChatStream);
    const readers = await openAll();
    await expectRefused(openChatStream);
    expect(endOpenStreams()).toBe(CHAT_STREAMS_PER_PATIENT);
    for (const reader of readers) expect(eventsOf(await reader.rest())).toEqual([SHUTDOWN_INTERRUPTED_EVENT]);
    expect(fakes.map((fake) => fake.closeCount())).toEqual([1, 1, 1]);
    await expectAllReleased(patient);
  });
});

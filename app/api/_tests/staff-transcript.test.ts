import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as createChat } from '@/app/api/chats/route';
import { POST as streamTurn } from '@/app/api/chats/[chatId]/stream/route';
import { GET as auditLog } from '@/app/api/staff/audit-log/route';
import { GET as staffChatEvents } from '@/app/api/staff/patients/[patientId]/chats/[chatId]/events/route';
import { GET as staffMessages } from '@/app/api/staff/patients/[patientId]/chats/[chatId]/messages/route';
import type { PatientAccount, StaffAccount } from '@/lib/bff/accounts';
import type { Message, PagedData } from '@/lib/contract';
import type { ChatEventsResponse, StaffAuditRow } from '@/lib/contract/bff';
import { openSseReader } from '@/testing/bff/sse-reader';
import {
  actAs,
  callRoute,
  configureTestEnvironment,
  createPatient,
  createStaff,
  fullProfile,
  readEnvelope,
  startTestServices,
  type SignedIn,
} from '@/testing/bff/route-harness';

vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);
configureTestEnvironment();

let homer: SignedIn<PatientAccount>;
let lisa: SignedIn<PatientAccount>;
let staff: SignedIn<StaffAccount>;
let admin: SignedIn<StaffAccount>;

beforeAll(async () => {
  await startTestServices();
  homer = await createPatient(fullProfile({ firstName: 'Homer' }));
  lisa = await createPatient(fullProfile({ firstName: 'Lisa' }));
  staff = await createStaff('staff');
  admin = await createStaff('admin');
}, 120_000);

afterAll(() => vi.restoreAllMocks());

async function say(chatId: string, userInput: string) {
  const response = await callRoute(streamTurn, `/api/chats/${chatId}/stream`, {
    method: 'POST',
    params: { chatId },
    headers: { Accept: 'text/event-stream' },
    body: { userEvent: { type: 'user_message', userInput } },
  });
  await openSseReader(response.body).rest();
}

describe("a chat's transcript for staff", () => {
  it('lists the control events with the message they followed, for the named patient only, audited', async () => {
    actAs(homer);
    const created = await readEnvelope<{ id: string }>(
      await callRoute(createChat, '/api/chats', { method: 'POST', body: {} }),
    );
    const chatId = created.body.data!.id;
    await say(chatId, 'I have a headache');
    await say(chatId, 'I have chest pain and I am short of breath');

    actAs(staff);
    const path = `/api/staff/patients/x/chats/${chatId}/events`;
    const read = await readEnvelope<ChatEventsResponse>(
      await callRoute(staffChatEvents, path, { params: { patientId: homer.account.id, chatId } }),
    );
    expect(read.status).toBe(200);
    const guardian = read.body.data!.events.find((event) => event.type === 'guardian');
    expect(guardian).toMatchObject({ type: 'guardian', message: expect.any(String), at: expect.any(String) });

    const messages = await readEnvelope<PagedData<Message>>(
      await callRoute(staffMessages, `/api/staff/patients/x/chats/${chatId}/messages`, {
        params: { patientId: homer.account.id, chatId },
      }),
    );
    const ids = new Set(messages.body.data!.items.map((message) => message.messageId));
    for (const event of read.body.data!.events) {
      if (event.afterMessageId !== null) expect(ids.has(event.afterMessageId)).toBe(true);
    }

    // Another patient's id with this chat: nothing of Homer's chat is shown.
    const other = await readEnvelope<ChatEventsResponse>(
      await callRoute(staffChatEvents, path, { params: { patientId: lisa.account.id, chatId } }),
    );
    expect(other.body.data!.events).toEqual([]);

    actAs(homer);
    expect(
      (await callRoute(staffChatEvents, path, { params: { patientId: homer.account.id, chatId } })).status,
    ).toBe(403);

    actAs(admin);
    const { body } = await readEnvelope<{ items: StaffAuditRow[] }>(
      await callRoute(auditLog, '/api/staff/audit-log?action=patient.chat.events.list&size=10'),
    );
    expect(body.data!.items[1]).toMatchObject({
      staffEmail: staff.account.email,
      patientAccountId: homer.account.id,
      detail: { chatId, outcome: 'ok' },
    });
  }, 60_000);
});

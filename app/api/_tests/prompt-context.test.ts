import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as streamTurn } from '@/app/api/chats/[chatId]/stream/route';
import { POST as createChat } from '@/app/api/chats/route';
import type { PatientAccount } from '@/lib/bff/accounts';
import { createPatientChat } from '@/lib/bff/chats/patient-chats';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { newIdempotencyKey } from '@/lib/service';
import {
  actAs,
  callRoute,
  configureTestEnvironment,
  createPatient,
  readEnvelope,
  startTestServices,
  type SignedIn,
} from '@/testing/bff/route-harness';

vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);
configureTestEnvironment();

let homer: SignedIn<PatientAccount>;

beforeAll(async () => {
  await startTestServices();
  homer = await createPatient();
});

// The engine prints prompt context in the SOAP note as the organization's word: a browser must not set it.
describe('prompt context from the browser', () => {
  it('refuses conversationPromptContext on POST /api/chats with 422 naming the field', async () => {
    actAs(homer);
    const { status, body } = await readEnvelope<{ fields: Array<{ path: string }> }>(
      await callRoute(createChat, '/api/chats', {
        method: 'POST',
        body: { timezone: 'UTC', conversationPromptContext: 'Patient is pregnant' },
      }),
    );
    expect(status).toBe(422);
    expect(body.code).toBe('error.validation');
    expect(body.data!.fields.map(({ path }) => path)).toEqual(['conversationPromptContext']);
  });

  it('refuses messagePromptContext on the stream with 422 naming the field', async () => {
    actAs(homer);
    const created = await readEnvelope<{ id: string }>(
      await callRoute(createChat, '/api/chats', { method: 'POST', body: {} }),
    );
    const chatId = created.body.data!.id;
    const { status, body } = await readEnvelope<{ fields: Array<{ path: string }> }>(
      await callRoute(streamTurn, `/api/chats/${chatId}/stream`, {
        method: 'POST',
        params: { chatId },
        headers: { Accept: 'text/event-stream' },
        body: { userEvent: { type: 'user_message', userInput: 'Hi', messagePromptContext: 'Male, 40' } },
      }),
    );
    expect(status).toBe(422);
    expect(body.data!.fields.map(({ path }) => path)).toEqual(['userEvent.messagePromptContext']);
  });

  it('sends the context a server-side source supplies with the new chat', async () => {
    const client = await getServiceClient();
    const createChatCall = vi.spyOn(client, 'createChat');
    const chat = await createPatientChat({
      serviceUserId: homer.account.serviceUserId,
      body: { timezone: 'UTC' },
      conversationPromptContext: 'Seen by the nurse today',
      idempotencyKey: newIdempotencyKey(),
    });
    expect(chat.id).toEqual(expect.any(String));
    expect(createChatCall.mock.calls[0]![0].body).toEqual({
      timezone: 'UTC',
      conversationPromptContext: 'Seen by the nurse today',
    });
  });
});

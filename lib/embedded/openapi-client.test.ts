import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOpenApiClient,
  type OpenApiClient,
  type OpenApiDocument,
} from '@/testing/embedded/openapi-client';
import { createResponseChecker } from '@/testing/embedded/response-conformance';
import { HEADACHE_ANSWERS } from '@/testing/embedded/conversation/consultation-script';
import { startStandaloneService, type StandaloneService } from './standalone';
import { testConfig } from '@/testing/embedded/test-config';

type Checker = ReturnType<typeof createResponseChecker>;

describe('a client built from the served document, over HTTP', () => {
  const token = 'tok-document-client';
  let running: StandaloneService;
  let document: OpenApiDocument;
  let client: OpenApiClient;
  let checker: Checker;
  const called = new Set<string>();

  beforeAll(async () => {
    running = await startStandaloneService({
      port: 0,
      config: testConfig({ organizations: [{ name: 'document-client-org', token }] }),
    });
    document = await (await fetch(`${running.baseUrl}/openapi.json`)).json();
    client = createOpenApiClient(document, { token, fetch: (request) => fetch(request) });
    checker = createResponseChecker(document);
  });
  afterAll(() => running.close());

  /** Calls an operation as the document describes it, and expects a documented 2xx. */
  async function call(operationId: string, input: Parameters<OpenApiClient['call']>[1] = {}) {
    called.add(operationId);
    const response = await client.call(operationId, input);
    const body = response.headers.get('Content-Type')?.startsWith('text/event-stream')
      ? await response.clone().text()
      : await response.clone().json();
    expect(await checker.check(client.locate(operationId), response)).toEqual([]);
    expect(response.status, `${operationId}: ${JSON.stringify(body)}`).toBeLessThan(300);
    return body;
  }

  it('reaches the service at the documented base address', () => {
    expect(client.baseUrl).toBe(running.baseUrl);
  });

  it('calls every operation successfully, in the order a patient would', async () => {
    const user = await call('create_partner_user', {
      idempotencyKey: 'document-client-user',
      body: {
        firstName: 'Marge',
        lastName: 'Simpson',
        dateOfBirth: '1980-03-19',
        email: 'marge@example.test',
        phoneNumber: '+1 (555) 010-2030',
        sex: 'female',
      },
    });
    const userId: string = user.data.id;
    await call('get_partner_user', { userId });

    const chat = await call('create_partner_chat', { userId, body: { timezone: 'America/Chicago' } });
    const chatId: string = chat.data.id;
    await call('list_partner_chats', { userId, query: { page: '1', size: '10', orderBy: '-createdAt' } });
    await call('get_partner_chat', { userId, path: { chatId } });

    let artifacts: Record<string, string> | undefined;
    for (const userInput of HEADACHE_ANSWERS) {
      const stream: string = await call('stream_partner_chat', {
        userId,
        path: { chatId },
        body: { userEvent: { type: 'user_message', userInput } },
      });
      const complete = stream.match(/^data: (\{"type":"ai_consultation\.complete".*)$/m)?.[1];
      if (complete) {
        artifacts = JSON.parse(complete).artifacts;
        break;
      }
    }
    expect(artifacts).toBeDefined();
    await call('list_partner_chat_messages', { userId, path: { chatId }, query: { orderBy: 'createdAt' } });

    await call('put_partner_user_address', {
      userId,
      body: { line1: '742 Evergreen Terrace', city: 'Springfield', state: 'OR', postalCode: '97403' },
    });
    await call('get_partner_user_address', { userId });

    const slots: string[] = (await call('get_partner_available_slots', { userId, query: { state: 'OR' } }))
      .data.slots;
    expect(slots.length).toBeGreaterThan(1);
    const location = { state: 'OR' };
    const scheduled = await call('book_partner_scheduled_appointment', {
      userId,
      body: { chatId, startsAt: slots[0], location },
    });
    const asap = await call('book_partner_asap_appointment', { userId, body: { chatId, location } });
    await call('list_partner_appointments', { userId, query: { status: 'booked' } });
    await call('get_partner_appointment', { userId, path: { appointmentId: scheduled.data.id } });
    await call('cancel_partner_appointment', { userId, path: { appointmentId: asap.data.id } });
    await call('reschedule_partner_appointment', {
      userId,
      path: { appointmentId: scheduled.data.id },
      body: { startsAt: slots[1], location },
    });

    for (const artifactId of Object.values(artifacts!)) {
      await call('get_partner_artifact', { userId, path: { artifactId } });
    }

    const search = await call('search_partner_pharmacies', { body: { searchTerm: '', state: 'OR' } });
    await call('put_partner_user_pharmacy', { userId, body: { ncpdpId: search.data.pharmacies[0].ncpdpId } });

    expect([...called].sort()).toEqual(client.operationIds().sort());
  }, 60_000);
});

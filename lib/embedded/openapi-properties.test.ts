import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOpenApiClient,
  type OpenApiClient,
  type OpenApiDocument,
} from '@/testing/embedded/openapi-client';
import { OPERATION_INPUTS } from '@/testing/embedded/operation-inputs';
import { requestArbitrary, type KnownIds } from '@/testing/embedded/request-arbitrary';
import { createResponseChecker } from '@/testing/embedded/response-conformance';
import { HEADACHE_ANSWERS } from '@/testing/embedded/conversation/consultation-script';
import { createEmbeddedService, type EmbeddedService } from './index';
import { createTestOrganization } from '@/testing/embedded/test-organization';
import { testConfig } from '@/testing/embedded/test-config';

// Bounded and repeatable: one seed, a few hundred requests in all.
const SEED = 20261123;
const RUNS_PER_OPERATION = 24;
// A few seconds each on an idle machine; room for a busy one.
const OPERATION_TIMEOUT_MS = 60_000;
const IDEMPOTENCY_KEY_REF = '#/components/parameters/IdempotencyKey';

describe('every operation, with generated requests, answers as its document says', () => {
  let service: EmbeddedService;
  let document: OpenApiDocument;
  let client: OpenApiClient;
  let checker: ReturnType<typeof createResponseChecker>;
  let known: KnownIds;

  /** A patient with a full profile, an address, a completed consultation and a booking to aim at. */
  async function seedPatient(): Promise<KnownIds> {
    const call = async (operationId: string, input: Parameters<OpenApiClient['call']>[1]) => {
      const response = await client.call(operationId, input);
      if (response.status >= 300)
        throw new Error(`${operationId}: ${response.status} ${await response.text()}`);
      return response;
    };
    const user = await (
      await call('create_partner_user', {
        body: {
          firstName: 'Ned',
          lastName: 'Flanders',
          dateOfBirth: '1960-05-01',
          phoneNumber: '+15550100',
          sex: 'male',
        },
      })
    ).json();
    const userId: string = user.data.id;
    const chatId: string = (await (await call('create_partner_chat', { userId, body: {} })).json()).data.id;
    let artifactId = '';
    for (const userInput of HEADACHE_ANSWERS) {
      const text = await (
        await call('stream_partner_chat', {
          userId,
          path: { chatId },
          body: { userEvent: { type: 'user_message', userInput } },
        })
      ).text();
      artifactId = text.match(/"longSummary":"([^"]+)"/)?.[1] ?? '';
      if (artifactId) break;
    }
    const location = { state: 'OR' };
    await call('put_partner_user_address', {
      userId,
      body: { line1: '744 Evergreen Terrace', city: 'Springfield', ...location, postalCode: '97403' },
    });
    const booking = await (
      await call('book_partner_asap_appointment', { userId, body: { chatId, location } })
    ).json();
    return { userId, ids: { chat: chatId, appointment: booking.data.id, artifact: artifactId } };
  }

  beforeAll(async () => {
    service = await createEmbeddedService({ config: testConfig({ turnsPerMinute: 10_000 }) });
    const org = await createTestOrganization(service, 'properties');
    document = await (await service.fetch(new Request('http://embedded.test/api/v1/openapi.json'))).json();
    client = createOpenApiClient(document, { token: org.token, fetch: service.fetch });
    checker = createResponseChecker(document);
    known = await seedPatient();
    expect(known.ids.artifact).not.toBe('');
  });
  afterAll(() => service.close());

  it('has the contract schemas of every documented operation', () => {
    expect(Object.keys(OPERATION_INPUTS).sort()).toEqual(client.operationIds().sort());
  });

  it('the checker flags an answer the document does not describe', async () => {
    const located = client.locate('get_partner_user');
    const undocumentedStatus = new Response('{}', {
      status: 418,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(await checker.check(located, undocumentedStatus)).toHaveLength(1);
    const wrongBody = Response.json({ code: 'success', message: 'ok', data: { id: 7 } });
    expect((await checker.check(located, wrongBody)).join()).toMatch(/must be string|required/);
    const wrongType = new Response('{}', { status: 200, headers: { 'Content-Type': 'text/plain' } });
    expect(await checker.check(located, wrongType)).toHaveLength(1);
  });

  it.each(Object.keys(OPERATION_INPUTS))(
    '%s: never a 5xx, and every answer is documented',
    async (operationId) => {
      const located = client.locate(operationId);
      const acceptsKey = (located.operation.parameters ?? []).some(
        (parameter) => parameter.$ref === IDEMPOTENCY_KEY_REF,
      );
      await fc.assert(
        fc.asyncProperty(requestArbitrary(OPERATION_INPUTS[operationId]!, known), async (input) => {
          const request = client.request(operationId, {
            ...input,
            idempotencyKey: acceptsKey ? input.idempotencyKey : undefined,
          });
          const description = `${request.method} ${request.url} ${JSON.stringify(input.body)?.slice(0, 300)}`;
          const response = await service.fetch(request);
          expect(response.status, description).toBeLessThan(500);
          expect(await checker.check(located, response), description).toEqual([]);
        }),
        { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
    },
    OPERATION_TIMEOUT_MS,
  );
});

import { randomBytes } from 'node:crypto';
import { SpanKind } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as streamTurn } from '@/app/api/chats/[chatId]/stream/route';
import { POST as createChat } from '@/app/api/chats/route';
import { startStandaloneService, type StandaloneService } from '@/lib/embedded/standalone';
import {
  actAs,
  callRoute,
  configureTestEnvironment,
  createPatient,
  readEnvelope,
  startTestServices,
} from '@/testing/bff/route-harness';
import { eventsOf, openSseReader } from '@/testing/bff/sse-reader';
import { HEADACHE_ANSWERS } from '@/testing/embedded/conversation/consultation-script';
import { testConfig } from '@/testing/embedded/test-config';
import { parentSpanId, registerInMemoryTelemetry } from '@/testing/telemetry/in-memory-telemetry';

vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);
configureTestEnvironment();

const telemetry = registerInMemoryTelemetry();
let service: StandaloneService;

// The service over HTTP on loopback, in this process so that its spans reach the same exporter: only
// the `traceparent` header carries the trace across.
beforeAll(async () => {
  const token = `tok_${randomBytes(24).toString('base64url')}`;
  service = await startStandaloneService({
    port: 0,
    host: '127.0.0.1',
    config: testConfig({ organizations: [{ name: 'trace-over-http', token }], turnsPerMinute: 1000 }),
  });
  process.env.SERVICE_BASE_URL = service.baseUrl;
  process.env.SERVICE_API_TOKEN = token;
  process.env.APP_DATABASE = 'memory';
  delete process.env.EMBEDDED_DATABASE;
  await startTestServices();
  actAs(await createPatient());
});
afterAll(async () => {
  await service.close();
  await telemetry.shutdown();
});

describe('a chat turn to the service over HTTP', () => {
  it('is one trace: the service continues the traceparent it was sent', async () => {
    const { body } = await readEnvelope<{ id: string }>(
      await callRoute(createChat, '/api/chats', { method: 'POST', body: {} }),
    );
    const chatId = body.data!.id;
    telemetry.resetSpans();

    const response = await callRoute(streamTurn, `/api/chats/${chatId}/stream`, {
      method: 'POST',
      params: { chatId },
      headers: { Accept: 'text/event-stream' },
      body: { userEvent: { type: 'user_message', userInput: HEADACHE_ANSWERS[0] } },
    });
    expect(eventsOf(await openSseReader(response.body).rest()).at(-1)?.type).toBe('message.stop');

    const spans = telemetry.spans();
    expect(new Set(spans.map((span) => span.spanContext().traceId)).size).toBe(1);
    const named = (name: string) => spans.filter((span) => span.name === name);
    const [route] = named('POST /api/chats/[chatId]/stream');
    const [serviceCall] = named('POST /chats/{chatId}/stream/');
    const [served] = named('POST /api/v1/chats/:chatId/stream/');
    expect(parentSpanId(route!)).toBeUndefined();
    expect(parentSpanId(serviceCall!)).toBe(route!.spanContext().spanId);
    expect(served!.kind).toBe(SpanKind.SERVER);
    expect(served!.parentSpanContext?.isRemote).toBe(true);
    expect(parentSpanId(served!)).toBe(serviceCall!.spanContext().spanId);
    const queries = spans.filter((span) => parentSpanId(span) === served!.spanContext().spanId);
    expect(queries.some((span) => span.name === 'INSERT postgresql')).toBe(true);
  });
});

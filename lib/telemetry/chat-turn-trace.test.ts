import { SpanKind } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as getChat } from '@/app/api/chats/[chatId]/route';
import { POST as streamTurn } from '@/app/api/chats/[chatId]/stream/route';
import { POST as createChat } from '@/app/api/chats/route';
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
import {
  parentSpanId,
  registerInMemoryTelemetry,
  type FinishedSpan,
} from '@/testing/telemetry/in-memory-telemetry';
import { settles } from '@/testing/settle';

vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);
configureTestEnvironment();

const telemetry = registerInMemoryTelemetry();

beforeAll(async () => {
  await startTestServices();
  actAs(await createPatient());
});
afterAll(() => telemetry.shutdown());

async function newChat(): Promise<string> {
  const { body } = await readEnvelope<{ id: string }>(
    await callRoute(createChat, '/api/chats', { method: 'POST', body: {} }),
  );
  return body.data!.id;
}

function sendTurn(chatId: string, headers: Record<string, string> = {}) {
  return callRoute(streamTurn, `/api/chats/${chatId}/stream`, {
    method: 'POST',
    params: { chatId },
    headers: { Accept: 'text/event-stream', ...headers },
    body: { userEvent: { type: 'user_message', userInput: HEADACHE_ANSWERS[0] } },
  });
}

function only(spans: FinishedSpan[], name: string): FinishedSpan {
  const named = spans.filter((span) => span.name === name);
  expect(named.map((span) => span.name)).toEqual([name]);
  return named[0]!;
}

function childrenOf(spans: FinishedSpan[], parent: FinishedSpan): FinishedSpan[] {
  return spans.filter((span) => parentSpanId(span) === parent.spanContext().spanId);
}

describe('a chat turn', () => {
  it('is one trace from the BFF route through the service call to the embedded service and its queries', async () => {
    const chatId = await newChat();
    telemetry.resetSpans();

    const response = await sendTurn(chatId);
    expect(response.status).toBe(200);
    const events = eventsOf(await openSseReader(response.body).rest());
    expect(events.at(-1)?.type).toBe('message.stop');

    const spans = telemetry.spans();
    expect(new Set(spans.map((span) => span.spanContext().traceId)).size).toBe(1);

    const route = only(spans, 'POST /api/chats/[chatId]/stream');
    expect(route.kind).toBe(SpanKind.SERVER);
    expect(parentSpanId(route)).toBeUndefined();
    expect(route.attributes).toMatchObject({
      'http.route': '/api/chats/[chatId]/stream',
      'http.response.status_code': 200,
      'consultation.request_id': expect.stringMatching(/^bff_/),
    });

    const serviceCall = only(spans, 'POST /chats/{chatId}/stream/');
    expect(serviceCall.kind).toBe(SpanKind.CLIENT);
    expect(parentSpanId(serviceCall)).toBe(route.spanContext().spanId);
    expect(serviceCall.attributes).toMatchObject({ 'url.template': '/chats/{chatId}/stream/' });

    const embedded = only(spans, 'POST /api/v1/chats/:chatId/stream/');
    expect(embedded.kind).toBe(SpanKind.SERVER);
    expect(parentSpanId(embedded)).toBe(serviceCall.spanContext().spanId);
    expect(embedded.attributes).toMatchObject({ 'http.response.status_code': 200 });

    // The service stores the user's message with the intake's state (one statement, a WITH), and the
    // assistant's as the reply ends (not awaited by the stream, so it may finish just after the body does).
    const serviceQueries = () => childrenOf(telemetry.spans(), embedded);
    const named = (name: string) => serviceQueries().filter((span) => span.name === name).length;
    await vi.waitFor(() => {
      expect(named('WITH postgresql')).toBe(1);
      expect(named('INSERT postgresql')).toBeGreaterThanOrEqual(1);
    }, settles);
    expect(serviceQueries().every((span) => span.attributes['db.system.name'] === 'postgresql')).toBe(true);
    expect(new Set(telemetry.spans().map((span) => span.spanContext().traceId)).size).toBe(1);
    // No value is recorded, only Drizzle's statement with its placeholders.
    const texts = serviceQueries().map((span) => String(span.attributes['db.query.text']));
    expect(texts.some((text) => text.includes(HEADACHE_ANSWERS[0]))).toBe(false);

    // The stream spans last as long as the reply: the route's ends last, after the service's. Each span
    // anchors its clock on Date.now(), a millisecond clock, when it starts, so ends of different spans
    // compare exactly only to within a millisecond.
    const endOf = (span: FinishedSpan) => span.endTime[0] * 1e9 + span.endTime[1];
    const clockPrecisionNs = 1e6;
    expect(endOf(route)).toBeGreaterThanOrEqual(endOf(serviceCall) - clockPrecisionNs);
    expect(endOf(serviceCall)).toBeGreaterThanOrEqual(endOf(embedded) - clockPrecisionNs);
  });

  it("continues the caller's traceparent", async () => {
    const chatId = await newChat();
    telemetry.resetSpans();
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const response = await sendTurn(chatId, { traceparent: `00-${traceId}-00f067aa0ba902b7-01` });
    await openSseReader(response.body).rest();

    const spans = telemetry.spans();
    expect(spans.every((span) => span.spanContext().traceId === traceId)).toBe(true);
    expect(parentSpanId(only(spans, 'POST /api/chats/[chatId]/stream'))).toBe('00f067aa0ba902b7');
  });
});

describe('the metrics', () => {
  it('count the open relayed streams and time routes and service calls by operation', async () => {
    const chatId = await newChat();
    const reader = openSseReader((await sendTurn(chatId)).body);
    await reader.next();
    const openDuring = await telemetry.dataPoints('consultation.relay.streams.open');
    expect(openDuring.map((point) => point.value)).toEqual([1]);
    await reader.rest();
    const openAfter = await telemetry.dataPoints('consultation.relay.streams.open');
    expect(openAfter.map((point) => point.value)).toEqual([0]);

    const routes = await telemetry.dataPoints('http.server.request.duration');
    expect(routes.map((point) => point.attributes)).toContainEqual({
      'http.request.method': 'POST',
      'http.route': '/api/chats/[chatId]/stream',
      'http.response.status_code': 200,
    });

    const calls = await telemetry.dataPoints('http.client.request.duration');
    expect(calls.map((point) => point.attributes)).toContainEqual(
      expect.objectContaining({ 'http.request.method': 'POST', 'url.template': '/chats/{chatId}/stream/' }),
    );
  });

  it('count failed service calls by operation and error type', async () => {
    const missing = await callRoute(getChat, '/api/chats/chat_missing', {
      params: { chatId: 'chat_missing' },
    });
    expect(missing.status).toBe(404);
    const errors = await telemetry.dataPoints('consultation.service.call.errors');
    expect(errors).toContainEqual(
      expect.objectContaining({
        attributes: { 'http.request.method': 'GET', 'url.template': '/chats/{chatId}/', 'error.type': '404' },
        value: 1,
      }),
    );
  });
});

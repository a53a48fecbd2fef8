import { trace } from '@opentelemetry/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServiceClient } from '@/lib/service/service-client';
import { configureTestEnvironment } from '@/testing/bff/route-harness';
import { createFakeFetch, envelopeResponse } from '@/testing/service/fake-fetch';
import { registerInMemoryTelemetry } from '@/testing/telemetry/in-memory-telemetry';

const sdkLoaded = vi.hoisted(() => vi.fn());
const startTelemetry = vi.hoisted(() => vi.fn());
// The factory runs only if something imports the module: a spy on the SDK being loaded at all.
vi.mock('@/lib/telemetry/start-telemetry', () => {
  sdkLoaded();
  return { startTelemetry, shutdownTelemetry: async () => {} };
});

configureTestEnvironment();
afterEach(() => {
  delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
});

const CHAT = {
  id: 'chat_1',
  title: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

async function serviceRequestHeaders(): Promise<Headers> {
  const fake = createFakeFetch(() => envelopeResponse(200, CHAT));
  const client = createServiceClient({
    baseUrl: 'http://service.test/api/v1',
    token: 'tok',
    fetch: fake.fetch,
  });
  await client.getChat({ userId: 'user_1', chatId: 'chat_1' }).catch(() => undefined);
  return fake.requests[0]!.headers;
}

describe('with OTEL_EXPORTER_OTLP_ENDPOINT unset', () => {
  it('the server starts without loading the telemetry SDK', async () => {
    const { startNodeServer } = await import('@/instrumentation-node');
    await startNodeServer();
    expect(sdkLoaded).not.toHaveBeenCalled();
    expect(startTelemetry).not.toHaveBeenCalled();
  }, 90_000);

  it('the app makes no recording spans and sends no traceparent to the service', async () => {
    const span = trace.getTracer('check').startSpan('nothing');
    expect(span.isRecording()).toBe(false);
    expect(span.spanContext().traceId).toBe('0'.repeat(32));
    const headers = await serviceRequestHeaders();
    expect(headers.get('traceparent')).toBeNull();
  });
});

describe('with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
  it('the server loads and starts the SDK', async () => {
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = 'http://127.0.0.1:4318';
    const { startNodeServer } = await import('@/instrumentation-node');
    await startNodeServer();
    expect(sdkLoaded).toHaveBeenCalledTimes(1);
    expect(startTelemetry).toHaveBeenCalledTimes(1);
  }, 90_000);

  it('each service request carries the W3C traceparent of its call span', async () => {
    const telemetry = registerInMemoryTelemetry();
    try {
      const headers = await serviceRequestHeaders();
      const [callSpan] = telemetry.spans();
      const { traceId, spanId } = callSpan!.spanContext();
      expect(callSpan!.name).toBe('GET /chats/{chatId}/');
      expect(headers.get('traceparent')).toBe(`00-${traceId}-${spanId}-01`);
    } finally {
      await telemetry.shutdown();
    }
  });
});

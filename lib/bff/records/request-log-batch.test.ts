import { trace } from '@opentelemetry/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/lib/db/connection';
import { requestLog } from '@/lib/db/app-schema';
import {
  createRequestLogWriter,
  type RequestLogWriter,
  type TimedServiceCall,
} from '@/lib/bff/records/request-log';
import { createRequestLogBatch } from '@/lib/bff/records/request-log-batch';
import { registerInMemoryTelemetry } from '@/testing/telemetry/in-memory-telemetry';
import { settles } from '@/testing/settle';

const call = (attempt: number) => ({
  method: 'GET',
  pathTemplate: '/users/',
  status: 200,
  durationMs: 3,
  requestId: `req_${attempt}`,
  attempt,
  outcome: 'ok' as const,
});

function recordingWriter() {
  const batches: TimedServiceCall[][] = [];
  const writer: RequestLogWriter = {
    record: async () => {},
    recordMany: vi.fn(async (calls: readonly TimedServiceCall[]) => {
      batches.push([...calls]);
    }),
  };
  return { writer, batches };
}

describe('the batched request log', () => {
  it("by default gathers a second's calls into one insert, since each insert costs about ten rows' work", async () => {
    vi.useFakeTimers();
    try {
      const { writer, batches } = recordingWriter();
      const batch = createRequestLogBatch({ writer, onError: vi.fn() });
      batch.add(call(1));
      await vi.advanceTimersByTimeAsync(900);
      batch.add(call(2));
      expect(batches).toEqual([]);
      await vi.advanceTimersByTimeAsync(100);
      expect(batches.map((calls) => calls.map(({ entry }) => entry.requestId))).toEqual([['req_1', 'req_2']]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes nothing on the call itself, then one insert for the burst after the delay', async () => {
    const { writer, batches } = recordingWriter();
    const batch = createRequestLogBatch({ writer, delayMs: 20, onError: vi.fn() });
    batch.add(call(1));
    batch.add(call(2));
    batch.add(call(3));
    expect(batches).toEqual([]);
    await vi.waitFor(() => expect(batches).toHaveLength(1), settles);
    expect(batches[0]!.map(({ entry }) => entry.attempt)).toEqual([1, 2, 3]);
    expect(batches[0]![0]!.at).toBeInstanceOf(Date);
  });

  it('writes at once when a batch is full, and everything waiting on flush, in order', async () => {
    const { writer, batches } = recordingWriter();
    const batch = createRequestLogBatch({ writer, delayMs: 60_000, maxBatch: 2, onError: vi.fn() });
    batch.add(call(1));
    batch.add(call(2));
    batch.add(call(3));
    await batch.flush();
    expect(batches.map((calls) => calls.map(({ entry }) => entry.attempt))).toEqual([[1, 2], [3]]);
    await batch.flush();
    expect(batches).toHaveLength(2);
  });

  it('reports a failed write and goes on with the next', async () => {
    const onError = vi.fn();
    let fail = true;
    const written: number[] = [];
    const writer: RequestLogWriter = {
      record: async () => {},
      recordMany: async (calls) => {
        if (fail) throw new Error('db down');
        written.push(...calls.map(({ entry }) => entry.attempt));
      },
    };
    const batch = createRequestLogBatch({ writer, delayMs: 60_000, onError });
    batch.add(call(1));
    await batch.flush();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'db down' }));
    fail = false;
    batch.add(call(2));
    await batch.flush();
    expect(written).toEqual([2]);
  });
});

describe('the batched request log on a database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'memory' });
    await handle.migrate('app');
  });
  afterAll(() => handle.close());

  it('stores every call of a burst in one insert, pruning by rows', async () => {
    const writer = createRequestLogWriter({
      getDatabase: async () => handle.db,
      getOrganizationKey: async () => 'org_batch',
      keep: 5,
      pruneEvery: 3,
    });
    const batch = createRequestLogBatch({ writer, delayMs: 60_000, onError: vi.fn() });
    for (let attempt = 1; attempt <= 8; attempt += 1) batch.add(call(attempt));
    await batch.flush();
    const rows = await handle.db.select().from(requestLog).where(eq(requestLog.organizationKey, 'org_batch'));
    expect(rows.map((row) => row.attempt).sort((a, b) => a - b)).toEqual([4, 5, 6, 7, 8]);
  });
});

describe('the batched request log under tracing', () => {
  it('writes outside the trace of the request that started the batch', async () => {
    const telemetry = registerInMemoryTelemetry();
    try {
      const activeSpans: unknown[] = [];
      const writer: RequestLogWriter = {
        record: async () => {},
        recordMany: async () => void activeSpans.push(trace.getActiveSpan()),
      };
      const batch = createRequestLogBatch({ writer, delayMs: 5, onError: vi.fn() });
      trace.getTracer('test').startActiveSpan('a request', (span) => {
        batch.add(call(1));
        span.end();
      });
      await vi.waitFor(() => expect(activeSpans).toHaveLength(1), settles);
      expect(activeSpans).toEqual([undefined]);
    } finally {
      await telemetry.shutdown();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBenchService } from './bench-service';
import { uniqueValues, type BenchContext } from './fixtures';
import { runPool } from './pool';
import { runScenarios, type OperationResult } from './run';
import { SCENARIOS } from './scenarios';
import { percentile, summarizeLatencies } from './stats';

describe('percentile (nearest rank)', () => {
  const samples = [15, 20, 35, 40, 50];

  it('is the smallest sample with at least p% of the samples at or below it', () => {
    expect(percentile(samples, 5)).toBe(15);
    expect(percentile(samples, 30)).toBe(20);
    expect(percentile(samples, 40)).toBe(20);
    expect(percentile(samples, 50)).toBe(35);
    expect(percentile(samples, 100)).toBe(50);
    expect(percentile(samples, 0)).toBe(15);
  });

  it('picks a sample rather than interpolating, and needs samples', () => {
    expect(percentile([1, 2], 50)).toBe(1);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNull();
    expect(() => percentile(samples, 101)).toThrow(RangeError);
  });

  it('summarizes unsorted samples', () => {
    const hundred = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(summarizeLatencies(hundred)).toEqual({ p50: 50, p95: 95, p99: 99, max: 100 });
  });
});

describe('runPool', () => {
  it('stops at the time limit and leaves out the requests it cut off', async () => {
    const never = (_index: number, signal: AbortSignal) =>
      new Promise<number>((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason)),
      );
    const run = await runPool(10, 2, 50, (index, signal) =>
      index < 3 ? Promise.resolve(index) : never(index, signal),
    );
    expect(run).toMatchObject({ completed: [0, 1, 2], stoppedBy: 'time' });
  });

  it('rethrows a failure that the time limit did not cause', async () => {
    await expect(runPool(3, 2, 5_000, () => Promise.reject(new Error('setup failed')))).rejects.toThrow(
      'setup failed',
    );
  });
});

describe('the benchmark scenarios against a standalone service', () => {
  let service: Awaited<ReturnType<typeof startBenchService>>;
  let results: OperationResult[];

  beforeAll(async () => {
    service = await startBenchService();
    const context: BenchContext = { target: service.target, unique: uniqueValues() };
    results = await runScenarios(context, SCENARIOS, {
      requests: 3,
      concurrency: 2,
      warmup: 1,
      timeLimitMs: 10_000,
    });
  });

  afterAll(() => service?.close());

  it('measures every scenario and operation', () => {
    expect(new Set(results.map((result) => result.scenario))).toEqual(new Set(SCENARIOS.map((s) => s.id)));
    expect(results).toHaveLength(SCENARIOS.flatMap((scenario) => scenario.operations).length);
  });

  it('reports 3 requests, no errors and ordered percentiles for each', () => {
    for (const result of results) {
      const { p50, p95, p99, max } = result.latencyMs;
      expect({
        operation: result.operation,
        count: result.count,
        errors: result.errors,
        failure: result.failure,
      }).toEqual({
        operation: result.operation,
        count: 3,
        errors: 0,
        failure: undefined,
      });
      expect(result.stoppedBy).toBe('count');
      expect(result.throughput).toBeGreaterThan(0);
      expect(p50).not.toBeNull();
      expect(p50!).toBeLessThanOrEqual(p95!);
      expect(p95!).toBeLessThanOrEqual(p99!);
      expect(p99!).toBeLessThanOrEqual(max!);
    }
  });
});

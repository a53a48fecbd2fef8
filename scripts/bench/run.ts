import type { BenchContext } from './fixtures';
import { runPool } from './pool';
import type { BenchRequest, Sample, Scenario } from './scenario';
import { summarizeLatencies, type LatencySummary } from './stats';

export interface BenchOptions {
  /** Measured requests per scenario. */
  requests: number;
  concurrency: number;
  /** Unmeasured requests before each measurement. */
  warmup: number;
  /** Bound of each phase of a scenario: its setup, its warm-up and its measurement. */
  timeLimitMs: number;
}

export const DEFAULT_BENCH_OPTIONS: BenchOptions = {
  requests: 300,
  concurrency: 8,
  warmup: 10,
  timeLimitMs: 60_000,
};

export interface OperationResult {
  operation: string;
  scenario: string;
  /** Measured requests that finished before the time limit. */
  count: number;
  /** Of those, the ones that failed: a non-2xx answer, a broken connection, an `error` event, no replay. */
  errors: number;
  seconds: number;
  /** Finished requests per second of the measurement, at the run's concurrency. */
  throughput: number;
  /** Of the successful requests. */
  latencyMs: LatencySummary;
  stoppedBy: 'count' | 'time';
  /** Why the scenario could not be measured, when its setup failed. */
  failure?: string;
}

/** Failures are samples, not exceptions: only the time limit's abort may leave the pool. */
function measured(request: BenchRequest): BenchRequest {
  return async (index, signal) => {
    try {
      return await request(index, signal);
    } catch (error) {
      if (signal.aborted) throw error;
      return { ok: false, ms: [] } satisfies Sample;
    }
  };
}

export async function measureScenario(
  context: BenchContext,
  scenario: Scenario,
  options: BenchOptions,
): Promise<OperationResult[]> {
  const { concurrency, timeLimitMs } = options;
  let prepared;
  try {
    prepared = await scenario.prepare(context, {
      count: options.warmup + options.requests,
      concurrency,
      timeLimitMs,
    });
  } catch (error) {
    return failedScenario(scenario, error instanceof Error ? error.message : String(error));
  }
  const request = measured(prepared.request);
  const warmup = Math.min(options.warmup, prepared.available);
  await runPool(warmup, concurrency, timeLimitMs, request);
  const requests = Math.min(options.requests, prepared.available - warmup);
  const run = await runPool(requests, concurrency, timeLimitMs, (index, signal) =>
    request(warmup + index, signal),
  );

  const samples = run.completed;
  const succeeded = samples.filter((sample) => sample.ok);
  const seconds = run.elapsedMs / 1000;
  return scenario.operations.map((operation, position) => ({
    operation,
    scenario: scenario.id,
    count: samples.length,
    errors: samples.length - succeeded.length,
    seconds,
    throughput: seconds > 0 ? samples.length / seconds : 0,
    latencyMs: summarizeLatencies(succeeded.map((sample) => sample.ms[position]!)),
    stoppedBy: run.stoppedBy === 'time' || requests < options.requests ? 'time' : 'count',
  }));
}

function failedScenario(scenario: Scenario, failure: string): OperationResult[] {
  return scenario.operations.map((operation) => ({
    operation,
    scenario: scenario.id,
    count: 0,
    errors: 0,
    seconds: 0,
    throughput: 0,
    latencyMs: summarizeLatencies([]),
    stoppedBy: 'count',
    failure,
  }));
}

/** The scenarios one after another, so that each has the service to itself. */
export async function runScenarios(
  context: BenchContext,
  scenarios: readonly Scenario[],
  options: BenchOptions,
  onScenario?: (results: OperationResult[]) => void,
): Promise<OperationResult[]> {
  const results: OperationResult[] = [];
  for (const scenario of scenarios) {
    const scenarioResults = await measureScenario(context, scenario, options);
    onScenario?.(scenarioResults);
    results.push(...scenarioResults);
  }
  return results;
}

import type { BenchContext } from './fixtures';
import type { TimedCall } from './http';
import { runPool } from './pool';

/** One request's outcome: `ms` holds one latency per operation its scenario reports. */
export interface Sample {
  ok: boolean;
  ms: number[];
}

export type BenchRequest = (index: number, signal: AbortSignal) => Promise<Sample>;

export interface PrepareOptions {
  /** Requests to prepare for: the warm-up and the measured ones. */
  count: number;
  concurrency: number;
  timeLimitMs: number;
}

export interface PreparedScenario {
  /** How many requests the setup made possible: fewer than asked when the setup reached the time limit. */
  available: number;
  request: BenchRequest;
}

export interface Scenario {
  id: string;
  /** What each figure of a request measures, one label per entry of `Sample.ms`. */
  operations: string[];
  prepare(context: BenchContext, options: PrepareOptions): Promise<PreparedScenario>;
}

export function sampleOf(call: TimedCall, ok = call.ok): Sample {
  return { ok, ms: [call.ms] };
}

/** A scenario whose requests need nothing each: what the setup makes once serves them all. */
export function unlimited(request: BenchRequest): PreparedScenario {
  return { available: Number.POSITIVE_INFINITY, request };
}

/** Runs a setup step `count` times under the scenario's limits; the values of the steps that finished. */
export async function prepareEach<T>(
  options: Omit<PrepareOptions, 'count'>,
  count: number,
  step: (index: number, signal: AbortSignal) => Promise<T>,
): Promise<T[]> {
  return (await runPool(count, options.concurrency, options.timeLimitMs, step)).completed;
}

export interface PoolRun<T> {
  /** Results of the tasks that finished before the time limit, in task order. */
  completed: T[];
  stoppedBy: 'count' | 'time';
  elapsedMs: number;
}

export type PoolTask<T> = (index: number, signal: AbortSignal) => Promise<T>;

/**
 * Runs tasks 0..count-1, at most `concurrency` at a time, until all are done or the time limit passes.
 * At the limit the signal aborts the tasks in flight; they are left out rather than counted as failures,
 * since the limit, not the service, stopped them. A task that throws otherwise stops the run and rethrows.
 */
export async function runPool<T>(
  count: number,
  concurrency: number,
  timeLimitMs: number,
  task: PoolTask<T>,
): Promise<PoolRun<T>> {
  const limit = new AbortController();
  const timer = setTimeout(() => limit.abort(new Error('time limit reached')), timeLimitMs);
  const results = new Map<number, T>();
  let next = 0;
  let failure: { error: unknown } | undefined;
  let timedOut = false;
  limit.signal.addEventListener('abort', () => (timedOut = failure === undefined), { once: true });

  const worker = async () => {
    while (!limit.signal.aborted && next < count) {
      const index = next++;
      try {
        const result = await task(index, limit.signal);
        if (!limit.signal.aborted) results.set(index, result);
      } catch (error) {
        if (limit.signal.aborted) return;
        failure = { error };
        limit.abort(error);
      }
    }
  };

  const started = performance.now();
  try {
    await Promise.all(Array.from({ length: Math.max(0, Math.min(concurrency, count)) }, worker));
  } finally {
    clearTimeout(timer);
  }
  if (failure) throw failure.error;
  return {
    completed: [...results.keys()].sort((a, b) => a - b).map((index) => results.get(index)!),
    stoppedBy: timedOut && results.size < count ? 'time' : 'count',
    elapsedMs: performance.now() - started,
  };
}

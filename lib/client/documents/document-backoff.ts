/**
 * How the browser waits for a document that is still being written (202): bounded, jittered backoff.
 * The delay doubles from `initialMs` up to `maxMs`, each wait drawn between half and all of it (so that
 * many tabs do not ask in step), and the whole wait stops after `totalLimitMs`.
 */
export interface BackoffPolicy {
  initialMs: number;
  maxMs: number;
  totalLimitMs: number;
}

export const DOCUMENT_BACKOFF: BackoffPolicy = { initialMs: 500, maxMs: 4_000, totalLimitMs: 60_000 };

/** The wait before attempt `attempt + 1` (attempt counts from 0), never above `maxMs`. */
export function backoffDelay(attempt: number, policy: BackoffPolicy, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxMs, policy.initialMs * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** The next wait, or null once waiting longer would pass the overall limit. */
export function nextBackoffDelay(
  { attempt, waitedMs }: { attempt: number; waitedMs: number },
  policy: BackoffPolicy = DOCUMENT_BACKOFF,
  random: () => number = Math.random,
): number | null {
  const delay = backoffDelay(attempt, policy, random);
  return waitedMs + delay > policy.totalLimitMs ? null : delay;
}

/** A share (0–1) of the overall limit already waited, for a progress bar. */
export function backoffProgress(waitedMs: number, policy: BackoffPolicy = DOCUMENT_BACKOFF): number {
  return Math.min(1, waitedMs / policy.totalLimitMs);
}

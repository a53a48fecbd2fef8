import type { HealthBucket } from '@/lib/contract/bff';

export const HEALTH_WINDOW_MINUTES = 60;
export const HEALTH_BUCKET_MINUTES = 5;

export interface CallSample {
  at: Date;
  durationMs: number;
  outcome: string;
}

/** The value below which `share` of the sorted durations lie (nearest rank); null for none. */
export function percentile(sortedDurations: readonly number[], share: number): number | null {
  if (sortedDurations.length === 0) return null;
  const rank = Math.ceil(share * sortedDurations.length);
  return sortedDurations[Math.min(sortedDurations.length, Math.max(1, rank)) - 1]!;
}

function summarize(samples: readonly CallSample[]) {
  const sorted = samples.map((sample) => sample.durationMs).sort((a, b) => a - b);
  const failed = samples.filter((sample) => sample.outcome !== 'ok').length;
  return { sorted, failed };
}

/** Error rate and latency percentiles over the window, and per bucket for the chart, oldest bucket first. */
export function summarizeCalls(samples: readonly CallSample[], now: Date) {
  const bucketMs = HEALTH_BUCKET_MINUTES * 60_000;
  const bucketCount = HEALTH_WINDOW_MINUTES / HEALTH_BUCKET_MINUTES;
  const windowStart = now.getTime() - HEALTH_WINDOW_MINUTES * 60_000;
  const inWindow = samples.filter((sample) => sample.at.getTime() >= windowStart && sample.at <= now);
  const { sorted, failed } = summarize(inWindow);
  const buckets: HealthBucket[] = Array.from({ length: bucketCount }, (_, index) => {
    const start = windowStart + index * bucketMs;
    const inBucket = inWindow.filter((sample) => {
      const time = sample.at.getTime();
      return time >= start && (time < start + bucketMs || index === bucketCount - 1);
    });
    const bucket = summarize(inBucket);
    return {
      start: new Date(start).toISOString(),
      calls: inBucket.length,
      failed: bucket.failed,
      p95Ms: percentile(bucket.sorted, 0.95),
    };
  });
  return {
    windowMinutes: HEALTH_WINDOW_MINUTES,
    calls: inWindow.length,
    failed,
    errorRate: inWindow.length === 0 ? null : failed / inWindow.length,
    latency: { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99) },
    buckets,
  };
}

import { describe, expect, it } from 'vitest';
import { percentile, summarizeCalls } from '@/lib/bff/staff/integration-health';

const NOW = new Date('2026-11-23T15:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

describe('integration health over the request log', () => {
  it('takes percentiles by nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile(sorted, 0.95)).toBe(95);
    expect(percentile(sorted, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNull();
  });

  it('counts only the last hour, with failures and twelve five-minute buckets', () => {
    const health = summarizeCalls(
      [
        { at: minutesAgo(90), durationMs: 9_999, outcome: 'http_error' },
        { at: minutesAgo(59), durationMs: 10, outcome: 'ok' },
        { at: minutesAgo(58), durationMs: 30, outcome: 'http_error' },
        { at: minutesAgo(1), durationMs: 20, outcome: 'network_error' },
        { at: minutesAgo(0), durationMs: 40, outcome: 'ok' },
      ],
      NOW,
    );
    expect(health).toMatchObject({ calls: 4, failed: 2, errorRate: 0.5 });
    expect(health.latency).toEqual({ p50: 20, p95: 40, p99: 40 });
    expect(health.buckets).toHaveLength(12);
    expect(health.buckets[0]).toMatchObject({ calls: 2, failed: 1, p95Ms: 30 });
    expect(health.buckets[11]).toMatchObject({ calls: 2, failed: 1, p95Ms: 40 });
    expect(health.buckets.slice(1, 11).every((bucket) => bucket.calls === 0 && bucket.p95Ms === null)).toBe(
      true,
    );
  });

  it('has no rate and no percentiles without calls', () => {
    const health = summarizeCalls([], NOW);
    expect(health).toMatchObject({ calls: 0, errorRate: null, latency: { p50: null, p95: null, p99: null } });
  });
});

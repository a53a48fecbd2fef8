import { describe, expect, it } from 'vitest';
import { DOCUMENT_BACKOFF, backoffDelay, backoffProgress, nextBackoffDelay } from './document-backoff';

const policy = { initialMs: 500, maxMs: 4_000, totalLimitMs: 10_000 };

describe('artifact backoff', () => {
  it('doubles from the first delay and is capped at a few seconds', () => {
    const ceilings = [0, 1, 2, 3, 4, 5, 10].map((attempt) => backoffDelay(attempt, policy, () => 1));
    expect(ceilings).toEqual([500, 1000, 2000, 4000, 4000, 4000, 4000]);
    expect(DOCUMENT_BACKOFF.maxMs).toBeLessThanOrEqual(5_000);
  });

  it('jitters each wait between half and all of its ceiling', () => {
    expect(backoffDelay(2, policy, () => 0)).toBe(1000);
    expect(backoffDelay(2, policy, () => 0.5)).toBe(1500);
    const seen = new Set(Array.from({ length: 50 }, () => backoffDelay(3, policy)));
    expect(seen.size).toBeGreaterThan(1);
    for (const delay of seen) {
      expect(delay).toBeGreaterThanOrEqual(2000);
      expect(delay).toBeLessThanOrEqual(4000);
    }
  });

  it('stops once the overall limit would be passed', () => {
    expect(nextBackoffDelay({ attempt: 3, waitedMs: 5_000 }, policy, () => 1)).toBe(4000);
    expect(nextBackoffDelay({ attempt: 4, waitedMs: 9_000 }, policy, () => 1)).toBeNull();
    let waitedMs = 0;
    let attempt = 0;
    for (let delay = nextBackoffDelay({ attempt, waitedMs }, policy); delay !== null; attempt += 1) {
      waitedMs += delay;
      delay = nextBackoffDelay({ attempt: attempt + 1, waitedMs }, policy);
    }
    expect(waitedMs).toBeLessThanOrEqual(policy.totalLimitMs);
    expect(attempt).toBeLessThan(20);
  });

  it('reports progress as a share of the overall limit', () => {
    expect(backoffProgress(0, policy)).toBe(0);
    expect(backoffProgress(5_000, policy)).toBe(0.5);
    expect(backoffProgress(20_000, policy)).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import {
  computeRetryDelayMs,
  DEFAULT_RETRY_SETTINGS,
  isRetryableFailure,
  resolveRetrySettings,
} from './retry-policy';
import { newIdempotencyKey } from './idempotency-key';

const http = (status: number, code = 'error.internal') => ({ kind: 'http' as const, status, code });

describe('retry policy', () => {
  it('caps the full-jitter delay at min(maxDelay, base * 2^retryIndex)', () => {
    const settings = DEFAULT_RETRY_SETTINGS;
    expect(
      [0, 1, 2, 3, 4].map((retryIndex) => computeRetryDelayMs({ retryIndex, settings, random: () => 1 })),
    ).toEqual([200, 400, 800, 1600, 2000]);
    expect(computeRetryDelayMs({ retryIndex: 3, settings, random: () => 0 })).toBe(0);
  });

  it('retries reads and keyed mutations on 5xx and network errors only', () => {
    const read = { method: 'GET', pathTemplate: '/users/', hasIdempotencyKey: false };
    const keyed = { method: 'POST', pathTemplate: '/chats/', hasIdempotencyKey: true };
    const unkeyed = { method: 'POST', pathTemplate: '/pharmacy/search/', hasIdempotencyKey: false };
    expect(isRetryableFailure({ ...read, failure: http(500) })).toBe(true);
    expect(isRetryableFailure({ ...read, failure: { kind: 'network' } })).toBe(true);
    expect(isRetryableFailure({ ...read, failure: http(404, 'error.not_found') })).toBe(false);
    expect(isRetryableFailure({ ...keyed, failure: http(502) })).toBe(true);
    expect(isRetryableFailure({ ...keyed, failure: http(503, 'error.idempotency.unavailable') })).toBe(false);
    expect(isRetryableFailure({ ...keyed, failure: http(409, 'error.idempotency.conflict') })).toBe(false);
    expect(isRetryableFailure({ ...unkeyed, failure: http(500) })).toBe(false);
    expect(isRetryableFailure({ ...unkeyed, failure: { kind: 'network' } })).toBe(false);
  });

  it('treats a 500 from an artifact as permanent, but not a 503', () => {
    const artifact = { method: 'GET', pathTemplate: '/artifacts/{artifactId}/', hasIdempotencyKey: false };
    expect(isRetryableFailure({ ...artifact, failure: http(500, 'error.artifact.generation_failed') })).toBe(
      false,
    );
    expect(isRetryableFailure({ ...artifact, failure: http(503, 'error.service.unavailable') })).toBe(true);
  });

  it('refuses a non-positive attempt count', () => {
    expect(() => resolveRetrySettings({ maxAttempts: 0 })).toThrow(RangeError);
    expect(resolveRetrySettings({ baseDelayMs: 50 })).toEqual({
      maxAttempts: 3,
      baseDelayMs: 50,
      maxDelayMs: 2000,
    });
  });
});

describe('newIdempotencyKey', () => {
  it('gives a fresh key that the service accepts', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[\x21-\x7E]{1,255}$/);
  });
});

import 'server-only';
import { ERROR_CODES } from '@/lib/contract';

export interface RetrySettings {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY_SETTINGS: RetrySettings = { maxAttempts: 3, baseDelayMs: 200, maxDelayMs: 2000 };

export function resolveRetrySettings(overrides: Partial<RetrySettings> | undefined): RetrySettings {
  const settings = { ...DEFAULT_RETRY_SETTINGS, ...overrides };
  if (!Number.isInteger(settings.maxAttempts) || settings.maxAttempts < 1) {
    throw new RangeError(`retry.maxAttempts must be a positive integer, got ${settings.maxAttempts}`);
  }
  return settings;
}

/** Full jitter: a uniform draw below the capped exponential step, so that clients spread out. */
export function computeRetryDelayMs({
  retryIndex,
  settings,
  random,
}: {
  retryIndex: number;
  settings: RetrySettings;
  random: () => number;
}): number {
  const ceiling = Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** retryIndex);
  return random() * ceiling;
}

export type AttemptFailure = { kind: 'network' } | { kind: 'http'; status: number; code: string };

const ARTIFACT_PATH_PREFIX = '/artifacts/';

/**
 * Whether a failed attempt may be sent again. Only safe reads and mutations carrying an Idempotency-Key
 * qualify (the key makes a repeat harmless), and only for failures that a later attempt can fix.
 */
export function isRetryableFailure({
  method,
  pathTemplate,
  hasIdempotencyKey,
  failure,
}: {
  method: string;
  pathTemplate: string;
  hasIdempotencyKey: boolean;
  failure: AttemptFailure;
}): boolean {
  if (method !== 'GET' && !hasIdempotencyKey) return false;
  if (failure.kind === 'network') return true;
  if (failure.status < 500) return false;
  // The mutation did not start, and coordination being down is not fixed within a few hundred milliseconds.
  if (failure.code === ERROR_CODES.idempotencyUnavailable) return false;
  // A 500 from an artifact is its generation failing for good, not a passing fault.
  if (failure.status === 500 && method === 'GET' && pathTemplate.startsWith(ARTIFACT_PATH_PREFIX))
    return false;
  return true;
}

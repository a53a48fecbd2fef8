import 'server-only';
import { CLIENT_ERROR_CODES } from '@/lib/contract/bff';
import { ApiError } from '@/lib/bff/http/api-error';

/**
 * How many password hashes run at once in this process, and how many may wait for one to finish. Each
 * scrypt at N=2^17 holds 128 MiB and one core for about half a second (ADR 0084): two at once on the two
 * cores of the target, and a queue that a burst of sign-ins drains in a few seconds. Waiting costs no
 * memory, as a hash takes its memory only when it starts.
 */
export const HASHING_MAX_RUNNING = 2;
export const HASHING_MAX_WAITING = 24;
/** What a refused request is told to wait: about the time the full queue takes to drain. */
export const HASHING_RETRY_AFTER_SECONDS = 5;

export const hashingBusy = () =>
  new ApiError({
    status: 429,
    code: CLIENT_ERROR_CODES.rateLimited,
    message: 'Too many people are signing in right now. Please try again in a few seconds.',
    data: { retryAfterSeconds: HASHING_RETRY_AFTER_SECONDS },
    headers: { 'Retry-After': String(HASHING_RETRY_AFTER_SECONDS) },
  });

/** A counting semaphore with a bounded queue: past the queue, work is refused instead of piling up. */
export class HashingLimiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limits: { running: number; waiting: number }) {}

  /** Runs `task` when a slot is free; rejects with a 429 at once when the queue is full too. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.running) {
      if (this.waiting.length >= this.limits.waiting) throw hashingBusy();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so that a newcomer cannot take it in between.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

export const passwordHashing = new HashingLimiter({
  running: HASHING_MAX_RUNNING,
  waiting: HASHING_MAX_WAITING,
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/bff/http/api-error';
import { HashingLimiter } from '@/lib/bff/accounts/hashing-limiter';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('HashingLimiter', () => {
  it('runs at most `running` tasks at once, queues `waiting` more and refuses the rest with a 429', async () => {
    const limiter = new HashingLimiter({ running: 2, waiting: 3 });
    const gates = Array.from({ length: 7 }, deferred);
    let active = 0;
    let mostActive = 0;
    const started: number[] = [];
    const results = gates.map((gate, index) =>
      limiter
        .run(async () => {
          started.push(index);
          active += 1;
          mostActive = Math.max(mostActive, active);
          await gate.promise;
          active -= 1;
          return index;
        })
        .then(
          (value) => ({ value }),
          (error: unknown) => ({ error }),
        ),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);

    for (const gate of gates) gate.resolve();
    const settled = await Promise.all(results);
    expect(settled.slice(0, 5)).toEqual([0, 1, 2, 3, 4].map((value) => ({ value })));
    for (const refused of settled.slice(5)) {
      const error = (refused as { error: ApiError }).error;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.status).toBe(429);
      expect(error.code).toBe('error.rate_limited');
      expect(error.headers['Retry-After']).toBe('5');
    }
    expect(mostActive).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });

  it('frees the slot of a task that fails, in order of arrival', async () => {
    const limiter = new HashingLimiter({ running: 1, waiting: 2 });
    const order: string[] = [];
    const failing = limiter.run(async () => {
      order.push('first');
      throw new Error('scrypt failed');
    });
    const second = limiter.run(async () => order.push('second'));
    const third = limiter.run(async () => order.push('third'));
    await expect(failing).rejects.toThrow('scrypt failed');
    await Promise.all([second, third]);
    expect(order).toEqual(['first', 'second', 'third']);
    // Everything finished: a new task starts at once.
    expect(await limiter.run(async () => 'again')).toBe('again');
  });
});

import { describe, expect, it } from 'vitest';
import { createFairQueue } from './fair-queue';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('createFairQueue', () => {
  it('starts tasks in the order they were queued, so many at a time', async () => {
    const queue = createFairQueue({ concurrency: 2 });
    const started: number[] = [];
    const gates = [0, 1, 2, 3].map(() => deferred());
    const runs = gates.map((gate, index) =>
      queue.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(queue.running).toBe(2);
    expect(queue.waiting).toBe(2);
    gates[1]!.resolve();
    await runs[1];
    await tick();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.resolve();
    gates[2]!.resolve();
    gates[3]!.resolve();
    await expect(Promise.all(runs)).resolves.toEqual([0, 1, 2, 3]);
    expect(queue.running).toBe(0);
  });

  it('never starts a task in the turn of the event loop that queued it', async () => {
    const queue = createFairQueue({ concurrency: 4 });
    let started = false;
    const run = queue.run(async () => {
      started = true;
    });
    await Promise.resolve();
    expect(started).toBe(false);
    await run;
    expect(started).toBe(true);
  });

  it('passes on a failure, and a task that throws at once, without stopping the queue', async () => {
    const queue = createFairQueue({ concurrency: 1 });
    await expect(queue.run(() => Promise.reject(new Error('engine failed')))).rejects.toThrow(
      'engine failed',
    );
    await expect(
      queue.run(() => {
        throw new Error('thrown at once');
      }),
    ).rejects.toThrow('thrown at once');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });

  it('drops a waiting task whose client left, and never runs it', async () => {
    const queue = createFairQueue({ concurrency: 1 });
    const gate = deferred();
    const running = queue.run(() => gate.promise);
    const leaving = new AbortController();
    let ran = false;
    const abandoned = queue.run(async () => {
      ran = true;
    }, leaving.signal);
    await tick();
    leaving.abort(new Error('client left'));
    await expect(abandoned).rejects.toThrow('client left');
    expect(queue.waiting).toBe(0);
    gate.resolve();
    await running;
    await tick();
    expect(ran).toBe(false);
    await expect(queue.run(async () => 'after')).resolves.toBe('after');
  });

  it('refuses an already aborted task and a queue that runs nothing', async () => {
    const queue = createFairQueue({ concurrency: 1 });
    await expect(queue.run(async () => 1, AbortSignal.abort(new Error('gone')))).rejects.toThrow('gone');
    expect(() => createFairQueue({ concurrency: 0 })).toThrow(RangeError);
  });
});

/**
 * Work admitted in the order it arrived, so many at a time. A task never starts in the event-loop turn
 * that queued it: it starts from `setImmediate`, after the loop has read the sockets that were ready, so
 * that every request that has arrived is queued (cheaply) before the next expensive task runs. Without
 * this, a turn's start (the engine, and PGlite, which works synchronously) ran inside the socket read
 * that delivered it, and whichever socket the loop happened to read next went first: under saturation,
 * a new connection could wait a minute behind others' later turns (ADR 0082).
 */
export interface FairQueue {
  /** Runs `task` once every task queued before it has started; rejects with `signal`'s reason if aborted first. */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Tasks waiting to start, and running. */
  readonly waiting: number;
  readonly running: number;
}

interface Waiting {
  start(): void;
  abandoned: boolean;
}

export function createFairQueue({ concurrency }: { concurrency: number }): FairQueue {
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError(`A queue runs at least one task at a time, got ${concurrency}`);
  }
  const queue: Waiting[] = [];
  let running = 0;
  let scheduled = false;

  const startNext = () => {
    scheduled = false;
    while (running < concurrency && queue.length > 0) {
      const next = queue.shift()!;
      if (next.abandoned) continue;
      running += 1;
      next.start();
    }
  };
  const schedule = () => {
    if (scheduled || running >= concurrency || queue.length === 0) return;
    scheduled = true;
    setImmediate(startNext);
  };

  return {
    run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      if (signal?.aborted) return Promise.reject(signal.reason);
      return new Promise<T>((resolve, reject) => {
        const onAbort = () => {
          entry.abandoned = true;
          reject(signal!.reason);
        };
        const entry: Waiting = {
          abandoned: false,
          start() {
            signal?.removeEventListener('abort', onAbort);
            const done = () => {
              running -= 1;
              schedule();
            };
            // A task that throws at once rejects like one that fails later.
            Promise.resolve()
              .then(task)
              .then(
                (value) => {
                  done();
                  resolve(value);
                },
                (error: unknown) => {
                  done();
                  reject(error);
                },
              );
          },
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        queue.push(entry);
        schedule();
      });
    },
    get waiting() {
      return queue.filter((entry) => !entry.abandoned).length;
    },
    get running() {
      return running;
    },
  };
}

import type { StreamEvent } from '@/lib/contract';
import type { ServiceEventStream } from '@/lib/bff/relay';

type Step = { kind: 'event'; event: StreamEvent } | { kind: 'end' } | { kind: 'fail'; error: unknown };

/** A service chat stream a test feeds by hand, counting how often the relay closes it. */
export function createFakeChatStream() {
  const queued: Step[] = [];
  const waiting: Array<(step: Step) => void> = [];
  let closeCount = 0;

  const push = (step: Step) => {
    const waiter = waiting.shift();
    if (waiter) waiter(step);
    else queued.push(step);
  };
  const nextStep = () =>
    new Promise<Step>((resolve) => {
      const step = queued.shift();
      if (step) resolve(step);
      else waiting.push(resolve);
    });

  async function* events(): AsyncGenerator<StreamEvent, void, undefined> {
    for (;;) {
      const step = await nextStep();
      if (step.kind === 'end') return;
      if (step.kind === 'fail') throw step.error;
      yield step.event;
    }
  }

  const stream: ServiceEventStream = {
    requestId: 'req_fake',
    events: events(),
    close() {
      closeCount += 1;
      // Like the real client: closing ends the iteration.
      push({ kind: 'end' });
    },
  };

  return {
    stream,
    send: (...sent: StreamEvent[]) => sent.forEach((event) => push({ kind: 'event', event })),
    end: () => push({ kind: 'end' }),
    fail: (error: unknown) => push({ kind: 'fail', error }),
    closeCount: () => closeCount,
  };
}

/** A timer a test fires by hand. */
export function createManualTimer() {
  const pending = new Set<{ callback: () => void; delayMs: number }>();
  return {
    schedule(callback: () => void, delayMs: number) {
      const entry = { callback, delayMs };
      pending.add(entry);
      return () => {
        pending.delete(entry);
      };
    },
    /** Fires every pending timer; returns how many fired. */
    fire(): number {
      const due = [...pending];
      pending.clear();
      due.forEach((entry) => entry.callback());
      return due.length;
    },
    /** Fires the pending timers of one delay only; returns how many fired. */
    fireDelay(delayMs: number): number {
      const due = [...pending].filter((entry) => entry.delayMs === delayMs);
      due.forEach((entry) => pending.delete(entry));
      due.forEach((entry) => entry.callback());
      return due.length;
    },
    pendingCount: () => pending.size,
    delays: () => [...pending].map((entry) => entry.delayMs),
  };
}

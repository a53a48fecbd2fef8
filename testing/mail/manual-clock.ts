import type { Clock } from '@/lib/bff/mail/mail-scheduler';

/** A clock the test moves: the scheduler sees the time it is set to, and no test waits for real time. */
export interface ManualClock extends Clock {
  set(instant: Date | string | number): void;
  advance(milliseconds: number): void;
}

export function manualClock(start: Date | string | number = Date.now()): ManualClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (instant) => {
      current = new Date(instant).getTime();
    },
    advance: (milliseconds) => {
      current += milliseconds;
    },
  };
}

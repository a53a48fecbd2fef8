import type { Clock } from '@/lib/embedded/context';

/** A clock that moves only when told to. */
export function createManualClock(start = new Date('2026-03-02T09:00:00.000Z')) {
  let current = start.getTime();
  const clock: Clock & { advance(ms: number): void } = {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
  };
  return clock;
}

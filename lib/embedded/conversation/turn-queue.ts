import type { EmbeddedDeps } from '@/lib/embedded/context';
import { createFairQueue, type FairQueue } from './fair-queue';

/**
 * Turn starts (the engine and the turn's writes) run at once, at most: enough to keep the CPU and a
 * PostgreSQL pool busy, few enough that a burst of turns cannot hold the event loop for long before the
 * streams already under way and the requests just arrived get their share.
 */
export const TURN_STARTS_AT_ONCE = 4;

const queues = new WeakMap<EmbeddedDeps, FairQueue>();

/** The one queue of turn starts of this service instance (ADR 0082). */
export function turnStartQueue(deps: EmbeddedDeps): FairQueue {
  let queue = queues.get(deps);
  if (!queue) {
    queue = createFairQueue({ concurrency: TURN_STARTS_AT_ONCE });
    queues.set(deps, queue);
  }
  return queue;
}

import { processWide } from '@/lib/process-wide';

/**
 * Turn starts ahead of the chunks of replies already under way (ADR 0115). A turn's start (its transaction
 * and the engine) ends in its first event, which a patient waits for with nothing on the screen; a reply
 * already streaming only waits for its next few words. While turns are starting, a reply holds its next
 * chunk back until none is, or until `holdMs` has passed, whichever is first, and then sends every chunk
 * then due in one event (`chunksDue`): a burst of new turns is served first, and the replies keep their
 * pace within a fraction of a second.
 */
export interface TurnStartGate {
  /** Counts a turn's start until the returned function is called (once, when its first event can go). */
  begin(): () => void;
  /** Resolves at once when no turn is starting; else when none is, after `holdMs`, or on abort. */
  whenQuiet(holdMs: number, signal: AbortSignal): Promise<void>;
  readonly starting: number;
}

export function createTurnStartGate(): TurnStartGate {
  let starting = 0;
  const waiting = new Set<() => void>();
  const release = () => {
    for (const resolve of [...waiting]) resolve();
  };
  return {
    begin() {
      starting += 1;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        starting -= 1;
        if (starting === 0) release();
      };
    },
    whenQuiet(holdMs, signal) {
      if (starting === 0 || holdMs <= 0 || signal.aborted) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          signal.removeEventListener('abort', done);
          waiting.delete(done);
          resolve();
        };
        const timer = setTimeout(done, holdMs);
        signal.addEventListener('abort', done, { once: true });
        waiting.add(done);
      });
    },
    get starting() {
      return starting;
    },
  };
}

/** The process's gate: every embedded service in the process shares the one event loop it protects. */
export function turnStartGate(): TurnStartGate {
  return processWide('consultation.embedded-turn-start-gate', createTurnStartGate);
}

export const RATE_WINDOW_MS = 60_000;

export type TurnAllowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Whether one more turn fits in the sliding window, given the times of the turns already in it
 * (oldest first). When refused, the wait is until enough turns have left the window for this one to fit.
 */
export function decideTurnAllowance({
  turnTimes,
  limit,
  now,
}: {
  turnTimes: readonly Date[];
  limit: number;
  now: Date;
}): TurnAllowance {
  if (turnTimes.length < limit) return { allowed: true };
  const mustLeave = turnTimes[turnTimes.length - limit];
  const waitMs = (mustLeave?.getTime() ?? now.getTime()) + RATE_WINDOW_MS - now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

export function rateWindowStart(now: Date): Date {
  return new Date(now.getTime() - RATE_WINDOW_MS);
}

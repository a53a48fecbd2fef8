/**
 * A deterministic stand-in for practitioners working through the shared waiting room of a state:
 * one patient is joined every MINUTES_PER_PATIENT, first come first served. Nothing is stored; the
 * queue is worked out again from the booked ASAP appointments whenever the page is read.
 */
export const MINUTES_PER_PATIENT = 2;

const MINUTE_MS = 60_000;

export interface QueueEntry {
  id: string;
  createdAt: Date;
}

export interface QueueEstimate {
  /** 1 when nobody who is still waiting arrived earlier. */
  position: number;
  joinsAt: Date;
  joined: boolean;
}

function arrivalOrder(a: QueueEntry, b: QueueEntry): number {
  return a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Where `appointmentId` stands at `now` among `queue` (which must contain it). */
export function estimateQueue({
  queue,
  appointmentId,
  now,
}: {
  queue: readonly QueueEntry[];
  appointmentId: string;
  now: Date;
}): QueueEstimate {
  let previousJoin = Number.NEGATIVE_INFINITY;
  let stillWaitingAhead = 0;
  for (const entry of [...queue].sort(arrivalOrder)) {
    const joinsAt = Math.max(entry.createdAt.getTime(), previousJoin) + MINUTES_PER_PATIENT * MINUTE_MS;
    previousJoin = joinsAt;
    if (entry.id === appointmentId) {
      return {
        position: stillWaitingAhead + 1,
        joinsAt: new Date(joinsAt),
        joined: now.getTime() >= joinsAt,
      };
    }
    if (joinsAt > now.getTime()) stillWaitingAhead += 1;
  }
  throw new Error(`Appointment ${appointmentId} is not in the queue`);
}

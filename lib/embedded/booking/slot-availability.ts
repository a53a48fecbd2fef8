import { and, eq, gte, isNotNull, lt, ne, type SQL } from 'drizzle-orm';
import type { UsStateCode } from '@/lib/contract';
import { appointments } from '@/lib/db/embedded-schema';
import type { EmbeddedDeps } from '@/lib/embedded/context';
import { listSlotCandidates } from '@/lib/embedded/scheduling';

export interface SlotWindow {
  state: UsStateCode;
  from: Date;
  to: Date;
  /** An appointment being rescheduled does not make its own practitioner busy. */
  ignoringAppointmentId?: string;
}

export interface AvailableSlot {
  startsAt: Date;
  /** Practitioners credentialed in the state, working then, and not booked then in any state. */
  freePractitionerIds: string[];
}

/** Practitioner ids booked at each start time (ms) of the given times, whatever the state. */
async function busyPractitionersAt(
  deps: EmbeddedDeps,
  startTimes: Date[],
  ignoringAppointmentId: string | undefined,
): Promise<Map<number, Set<string>>> {
  const busy = new Map<number, Set<string>>();
  if (startTimes.length === 0) return busy;
  const times = startTimes.map((time) => time.getTime());
  const conditions: SQL[] = [
    eq(appointments.status, 'booked'),
    eq(appointments.kind, 'scheduled'),
    isNotNull(appointments.practitionerId),
    gte(appointments.startsAt, new Date(Math.min(...times))),
    lt(appointments.startsAt, new Date(Math.max(...times) + 1)),
  ];
  if (ignoringAppointmentId) conditions.push(ne(appointments.id, ignoringAppointmentId));
  const rows = await deps.db
    .select({ practitionerId: appointments.practitionerId, startsAt: appointments.startsAt })
    .from(appointments)
    .where(and(...conditions));
  for (const { practitionerId, startsAt } of rows) {
    if (!practitionerId) continue;
    const key = startsAt.getTime();
    const atTime = busy.get(key) ?? new Set<string>();
    atTime.add(practitionerId);
    busy.set(key, atTime);
  }
  return busy;
}

/** Candidate slots of the window (already within the horizon and lead time) that still have a free practitioner. */
export async function listAvailableSlots(deps: EmbeddedDeps, window: SlotWindow): Promise<AvailableSlot[]> {
  const candidates = listSlotCandidates({
    state: window.state,
    from: window.from,
    to: window.to,
    now: deps.clock.now(),
  });
  const busy = await busyPractitionersAt(
    deps,
    candidates.map((candidate) => candidate.startsAt),
    window.ignoringAppointmentId,
  );
  return candidates.flatMap(({ startsAt, practitionerIds }) => {
    const busyThen = busy.get(startsAt.getTime());
    const freePractitionerIds = practitionerIds.filter((id) => !busyThen?.has(id));
    return freePractitionerIds.length > 0 ? [{ startsAt, freePractitionerIds }] : [];
  });
}

/** The slot starting exactly at `startsAt`, if it is currently available in the state. */
export async function findAvailableSlot(
  deps: EmbeddedDeps,
  {
    state,
    startsAt,
    ignoringAppointmentId,
  }: { state: UsStateCode; startsAt: Date; ignoringAppointmentId?: string },
): Promise<AvailableSlot | undefined> {
  if (Number.isNaN(startsAt.getTime())) return undefined;
  const slots = await listAvailableSlots(deps, {
    state,
    from: startsAt,
    to: new Date(startsAt.getTime() + 1),
    ignoringAppointmentId,
  });
  return slots.find((slot) => slot.startsAt.getTime() === startsAt.getTime());
}

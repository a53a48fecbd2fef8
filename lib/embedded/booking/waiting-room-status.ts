import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { formatIsoDateTime, US_STATES, type UsStateCode } from '@/lib/contract';
import { appointments, users } from '@/lib/db/embedded-schema';
import type { EmbeddedDeps } from '@/lib/embedded/context';
import { sha256Hex } from '@/lib/embedded/ids';
import { findPractitionerById, practitionersForState } from '@/lib/embedded/scheduling';
import type { AppointmentRow } from './appointment-resource';
import { estimateQueue } from './waiting-room-queue';

// Older arrivals have long been seen, so they cannot hold anybody up today.
const QUEUE_LOOKBACK_MS = 24 * 60 * 60_000;
const MINUTE_MS = 60_000;

/** What the waiting room page shows; nothing personal beyond the first name. */
export type WaitingRoomStatus =
  | {
      kind: 'waiting';
      firstName: string | null;
      stateName: string;
      position: number;
      waitedMinutes: number;
      minutesLeft: number | null;
    }
  | {
      kind: 'joined';
      firstName: string | null;
      stateName: string;
      practitionerName: string;
      waitedMinutes: number | null;
    }
  | {
      kind: 'scheduled';
      firstName: string | null;
      stateName: string;
      practitionerName: string | null;
      startsAt: string;
    }
  | { kind: 'cancelled'; firstName: string | null };

function stateName(state: string): string {
  return US_STATES[state as UsStateCode] ?? state;
}

function wholeMinutesBetween(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / MINUTE_MS));
}

/** The same ASAP appointment always meets the same practitioner among those credentialed in its state. */
function asapPractitionerFor(appointmentId: string, state: string) {
  const roster = practitionersForState(state as UsStateCode);
  if (roster.length === 0) return undefined;
  return roster[Number.parseInt(sha256Hex(appointmentId).slice(0, 8), 16) % roster.length];
}

/** A scheduled visit's own practitioner joins at its start time. */
function scheduledRoom(appointment: AppointmentRow, firstName: string | null, now: Date): WaitingRoomStatus {
  const practitioner = appointment.practitionerId
    ? findPractitionerById(appointment.practitionerId)
    : undefined;
  if (practitioner && now >= appointment.startsAt) {
    return {
      kind: 'joined',
      firstName,
      stateName: stateName(appointment.state),
      practitionerName: practitioner.name,
      waitedMinutes: null,
    };
  }
  return {
    kind: 'scheduled',
    firstName,
    stateName: stateName(appointment.state),
    practitionerName: practitioner?.name ?? null,
    startsAt: formatIsoDateTime(appointment.startsAt),
  };
}

async function queueOfState(deps: EmbeddedDeps, state: string, until: Date) {
  return deps.db
    .select({ id: appointments.id, createdAt: appointments.createdAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.kind, 'asap'),
        eq(appointments.status, 'booked'),
        eq(appointments.state, state),
        gte(appointments.createdAt, new Date(until.getTime() - QUEUE_LOOKBACK_MS)),
        lte(appointments.createdAt, until),
      ),
    )
    .orderBy(asc(appointments.createdAt), asc(appointments.id));
}

/** The waiting room behind a token, or undefined when no appointment has that token. */
export async function readWaitingRoom(
  deps: EmbeddedDeps,
  token: string,
): Promise<WaitingRoomStatus | undefined> {
  const [row] = await deps.db
    .select({ appointment: appointments, firstName: users.firstName })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .where(eq(appointments.waitingRoomToken, token))
    .limit(1);
  if (!row) return undefined;
  const { appointment, firstName } = row;
  if (appointment.status === 'cancelled') return { kind: 'cancelled', firstName };
  const now = deps.clock.now();
  if (appointment.kind === 'scheduled') return scheduledRoom(appointment, firstName, now);

  const queue = await queueOfState(deps, appointment.state, appointment.createdAt);
  const estimate = estimateQueue({ queue, appointmentId: appointment.id, now });
  const practitioner = asapPractitionerFor(appointment.id, appointment.state);
  if (estimate.joined && practitioner) {
    return {
      kind: 'joined',
      firstName,
      stateName: stateName(appointment.state),
      practitionerName: practitioner.name,
      waitedMinutes: wholeMinutesBetween(appointment.createdAt, estimate.joinsAt),
    };
  }
  return {
    kind: 'waiting',
    firstName,
    stateName: stateName(appointment.state),
    position: estimate.position,
    waitedMinutes: wholeMinutesBetween(appointment.createdAt, now),
    // Without anyone credentialed in the state there is nothing to estimate.
    minutesLeft: practitioner ? Math.ceil((estimate.joinsAt.getTime() - now.getTime()) / MINUTE_MS) : null,
  };
}

import { and, eq } from 'drizzle-orm';
import type { UsStateCode } from '@/lib/contract';
import { appointments } from '@/lib/db/embedded-schema';
import type { EmbeddedDeps } from '@/lib/embedded/context';
import { SCHEDULED_DURATION_MINUTES } from '@/lib/embedded/scheduling';
import { isUniqueViolation } from '@/lib/embedded/store/database-errors';
import type { OwnerScope } from '@/lib/embedded/store/owner-scope';
import { findOwnedAppointment, ownedBy } from './appointment-store';
import { findAvailableSlot } from './slot-availability';
import { notBooked, slotUnavailable } from './booking-failures';

const MINUTE_MS = 60_000;

export async function cancelAppointment(
  deps: EmbeddedDeps,
  owner: OwnerScope,
  appointmentId: string,
): Promise<void> {
  const cancelled = await deps.db
    .update(appointments)
    .set({ status: 'cancelled', cancelledAt: deps.clock.now() })
    .where(and(eq(appointments.id, appointmentId), ownedBy(owner), eq(appointments.status, 'booked')))
    .returning({ id: appointments.id });
  if (cancelled.length > 0) return;
  // Nothing changed: either it is not the caller's (404) or it is no longer booked (400).
  await findOwnedAppointment(deps, owner, appointmentId);
  throw notBooked();
}

/**
 * Moves a booked appointment to a free practitioner of the new slot in one UPDATE, so the old slot is
 * released in the same statement; an ASAP appointment becomes a scheduled one.
 */
export async function rescheduleAppointment(
  deps: EmbeddedDeps,
  owner: OwnerScope,
  { appointmentId, startsAt, state }: { appointmentId: string; startsAt: Date; state: UsStateCode },
): Promise<void> {
  const current = await findOwnedAppointment(deps, owner, appointmentId);
  if (current.status !== 'booked') throw notBooked();
  const slot = await findAvailableSlot(deps, { state, startsAt, ignoringAppointmentId: appointmentId });
  if (!slot) throw slotUnavailable();
  for (const practitionerId of slot.freePractitionerIds) {
    try {
      const moved = await deps.db
        .update(appointments)
        .set({
          kind: 'scheduled',
          state,
          practitionerId,
          startsAt: slot.startsAt,
          endsAt: new Date(slot.startsAt.getTime() + SCHEDULED_DURATION_MINUTES * MINUTE_MS),
          durationMinutes: SCHEDULED_DURATION_MINUTES,
        })
        .where(and(eq(appointments.id, appointmentId), ownedBy(owner), eq(appointments.status, 'booked')))
        .returning({ id: appointments.id });
      // Cancelled between the read and this update.
      if (moved.length === 0) throw notBooked();
      return;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw slotUnavailable();
}

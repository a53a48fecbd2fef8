import type { UsStateCode } from '@/lib/contract';
import { appointments } from '@/lib/db/embedded-schema';
import type { EmbeddedDeps } from '@/lib/embedded/context';
import { newId, newSecret } from '@/lib/embedded/ids';
import { ASAP_DURATION_MINUTES, SCHEDULED_DURATION_MINUTES } from '@/lib/embedded/scheduling';
import { isUniqueViolation } from '@/lib/embedded/store/database-errors';
import type { AppointmentRow } from './appointment-resource';
import type { OwnerScope } from '@/lib/embedded/store/owner-scope';
import { findAvailableSlot } from './slot-availability';
import { slotUnavailable } from './booking-failures';

const MINUTE_MS = 60_000;

interface Booking extends OwnerScope {
  chatId: string;
  state: UsStateCode;
}

/**
 * Books the first free practitioner of the slot. The partial unique index on (practitioner, start) is
 * the arbiter under concurrency: a booking that loses the race for one practitioner tries the next,
 * so a slot never holds more bookings than it has practitioners.
 */
export async function bookScheduledAppointment(
  deps: EmbeddedDeps,
  booking: Booking & { startsAt: Date },
): Promise<AppointmentRow> {
  const slot = await findAvailableSlot(deps, { state: booking.state, startsAt: booking.startsAt });
  if (!slot) throw slotUnavailable();
  const createdAt = deps.clock.now();
  for (const practitionerId of slot.freePractitionerIds) {
    try {
      const [row] = await deps.db
        .insert(appointments)
        .values({
          id: newId('apt'),
          organizationId: booking.organizationId,
          userId: booking.userId,
          chatId: booking.chatId,
          kind: 'scheduled',
          status: 'booked',
          state: booking.state,
          practitionerId,
          startsAt: slot.startsAt,
          endsAt: new Date(slot.startsAt.getTime() + SCHEDULED_DURATION_MINUTES * MINUTE_MS),
          durationMinutes: SCHEDULED_DURATION_MINUTES,
          waitingRoomToken: newSecret(24),
          createdAt,
        })
        .returning();
      return row!;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw slotUnavailable();
}

/** An ASAP visit starts now; a practitioner is assigned only when one joins the waiting room. */
export async function bookAsapAppointment(deps: EmbeddedDeps, booking: Booking): Promise<AppointmentRow> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(appointments)
    .values({
      id: newId('apt'),
      organizationId: booking.organizationId,
      userId: booking.userId,
      chatId: booking.chatId,
      kind: 'asap',
      status: 'booked',
      state: booking.state,
      practitionerId: null,
      startsAt: now,
      endsAt: new Date(now.getTime() + ASAP_DURATION_MINUTES * MINUTE_MS),
      durationMinutes: ASAP_DURATION_MINUTES,
      waitingRoomToken: newSecret(24),
      createdAt: now,
    })
    .returning();
  return row!;
}

import { formatIsoDateTime, type Appointment, type AsapBooking, type ScheduledBooking } from '@/lib/contract';
import type { appointments } from '@/lib/db/embedded-schema';
import type { EmbeddedDeps } from '@/lib/embedded/context';

export type AppointmentRow = typeof appointments.$inferSelect;

export function waitingRoomUrl(deps: EmbeddedDeps, token: string): string {
  return `${deps.publicBaseUrl}/waiting-room/${token}`;
}

/** The fields every booking response carries. */
export function toBookingResource(row: AppointmentRow): ScheduledBooking {
  return {
    id: row.id,
    createdAt: formatIsoDateTime(row.createdAt),
    chatId: row.chatId,
    status: row.status,
    durationMinutes: row.durationMinutes,
    location: { state: row.state },
  };
}

export function toAsapBookingResource(deps: EmbeddedDeps, row: AppointmentRow): AsapBooking {
  if (!row.waitingRoomToken) throw new Error(`ASAP appointment ${row.id} has no waiting room token`);
  return { ...toBookingResource(row), waitingRoomUrl: waitingRoomUrl(deps, row.waitingRoomToken) };
}

/** Get and list: the booking fields plus times and the waiting room link, which every appointment has. */
export function toAppointmentResource(deps: EmbeddedDeps, row: AppointmentRow): Appointment {
  return {
    ...toBookingResource(row),
    startsAt: formatIsoDateTime(row.startsAt),
    endsAt: formatIsoDateTime(row.endsAt),
    waitingRoomUrl: row.waitingRoomToken ? waitingRoomUrl(deps, row.waitingRoomToken) : null,
  };
}

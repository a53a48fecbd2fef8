import type { Appointment } from '@/lib/contract';
import { isAsapAppointment } from '@/lib/contract/appointment-values';
import { US_STATES, type UsStateCode } from '@/lib/contract/us-states';

export const isAsap: (appointment: Pick<Appointment, 'durationMinutes'>) => boolean = isAsapAppointment;

export function visitTypeLabel(appointment: Pick<Appointment, 'durationMinutes'>): string {
  return isAsap(appointment) ? 'As soon as possible' : 'Scheduled visit';
}

export function stateName(state: string): string {
  return US_STATES[state as UsStateCode] ?? state;
}

const STATUS_LABELS: Record<string, string> = { booked: 'Booked', cancelled: 'Cancelled' };

export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status.charAt(0).toUpperCase() + status.slice(1);
}

export function isBooked(appointment: Pick<Appointment, 'status'>): boolean {
  return appointment.status === 'booked';
}

/** A booked scheduled visit that has not started can move to another time. */
export function canReschedule(appointment: Appointment, now: Date): boolean {
  return (
    isBooked(appointment) &&
    !isAsap(appointment) &&
    !!appointment.startsAt &&
    Date.parse(appointment.startsAt) > now.getTime()
  );
}

import type { Appointment } from '@/lib/contract';

/**
 * The booked appointment the patient has next: one still under way or to come, soonest first. A booking
 * without a start time (an "as soon as possible" visit) is happening now, so it comes before any other.
 */
export function pickNextAppointment(appointments: readonly Appointment[], now: Date): Appointment | null {
  let next: { appointment: Appointment; startsAt: number } | null = null;
  for (const appointment of appointments) {
    if (appointment.status !== 'booked') continue;
    const startsAt = appointment.startsAt ? Date.parse(appointment.startsAt) : Number.NEGATIVE_INFINITY;
    const endsAt = appointment.endsAt
      ? Date.parse(appointment.endsAt)
      : startsAt + appointment.durationMinutes * 60_000;
    if (appointment.startsAt && endsAt <= now.getTime()) continue;
    if (!next || startsAt < next.startsAt) next = { appointment, startsAt };
  }
  return next?.appointment ?? null;
}

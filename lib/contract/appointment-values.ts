// Appointment statuses, lengths and slot spacing: plain values, safe for the browser.

export const APPOINTMENT_STATUSES = ['booked', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const SCHEDULED_APPOINTMENT_MINUTES = 20;
export const ASAP_APPOINTMENT_MINUTES = 15;

/**
 * The interface names no appointment type: every appointment read back carries a waiting-room link and
 * times. An ASAP visit is told apart by its length, the one difference the embedded service fixes
 * (docs/decisions/0043-booking-ui.md).
 */
export function isAsapAppointment(appointment: { durationMinutes: number }): boolean {
  return appointment.durationMinutes === ASAP_APPOINTMENT_MINUTES;
}
export const SLOT_SPACING_MINUTES = 20;
export const DEFAULT_SLOT_WINDOW_DAYS = 14;

import {
  ASAP_APPOINTMENT_MINUTES,
  DEFAULT_SLOT_WINDOW_DAYS,
  SCHEDULED_APPOINTMENT_MINUTES,
  SLOT_SPACING_MINUTES,
} from '@/lib/contract/appointment-values';

// The wire-level answers live in the contract (docs/decisions/0007-slots.md); these names are the scheduler's.
/** Slots start every 20 minutes on the UTC clock: at :00, :20 and :40. */
export const SLOT_MINUTES = SLOT_SPACING_MINUTES;
/** How far ahead a scheduled appointment can be booked. */
export const BOOKING_HORIZON_DAYS = DEFAULT_SLOT_WINDOW_DAYS;
/** The earliest slot offered starts at least this long after now, so a practitioner can prepare. */
export const BOOKING_LEAD_MINUTES = 60;
export const SCHEDULED_DURATION_MINUTES = SCHEDULED_APPOINTMENT_MINUTES;
export const ASAP_DURATION_MINUTES = ASAP_APPOINTMENT_MINUTES;

export const SLOT_MILLISECONDS = SLOT_MINUTES * 60_000;

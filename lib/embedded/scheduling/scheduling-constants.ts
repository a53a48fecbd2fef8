/** Slots start every 20 minutes on the UTC clock: at :00, :20 and :40. */
export const SLOT_MINUTES = 20;
/** How far ahead a scheduled appointment can be booked. */
export const BOOKING_HORIZON_DAYS = 14;
/** The earliest slot offered starts at least this long after now, so a practitioner can prepare. */
export const BOOKING_LEAD_MINUTES = 60;
export const SCHEDULED_DURATION_MINUTES = 20;
export const ASAP_DURATION_MINUTES = 15;

export const SLOT_MILLISECONDS = SLOT_MINUTES * 60_000;

// The user's fields, limits and what booking and a pharmacy need: plain values, safe for the browser.

export const USER_SEXES = ['male', 'female', 'other'] as const;
export type UserSex = (typeof USER_SEXES)[number];

export const MIN_AGE_YEARS = 18;
export const MAX_AGE_YEARS = 120;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

/** Fields a user needs before an appointment can be booked (besides a full address). */
export const BOOKING_PREREQUISITE_USER_FIELDS = ['firstName', 'lastName', 'phoneNumber'] as const;
/** Fields a user needs before a preferred pharmacy can be set. */
export const PHARMACY_PREREQUISITE_USER_FIELDS = ['firstName', 'lastName', 'dateOfBirth', 'sex'] as const;

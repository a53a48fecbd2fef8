// Staff roles and the note's limit: plain values, safe for the browser.

export const STAFF_ROLES = ['staff', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_NOTE_MAX_LENGTH = 2000;

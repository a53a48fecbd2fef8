// Pharmacy search limits: plain values, safe for the browser.

export const SEARCH_TERM_MAX_LENGTH = 200;
export const PHARMACY_SEARCH_RESULT_LIMIT = 50;

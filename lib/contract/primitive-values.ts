// The interface's header names, time zones and character counting: plain values, safe for the browser.

export const USER_ID_HEADER = 'X-Service-User-ID';
export const REQUEST_ID_HEADER = 'X-Request-ID';
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_REPLAYED_HEADER = 'Idempotency-Replayed';

export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

export const DEFAULT_TIME_ZONE = 'UTC';

// Only IANA-shaped names: newer Intl versions also accept offsets such as +01:00, which are not zones.
const TIME_ZONE_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;

/** Whether the name has an IANA zone's shape; whether such a zone exists is isValidTimeZone's question. */
export function isTimeZoneShaped(timeZone: string): boolean {
  return TIME_ZONE_NAME_PATTERN.test(timeZone);
}

export function isValidTimeZone(timeZone: string): boolean {
  if (!isTimeZoneShaped(timeZone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}

export const INVALID_TIME_ZONE_MESSAGE = 'Must be an IANA time zone such as America/New_York or UTC';

/** Length in Unicode code points, the unit of the interface's character limits. */
export function countCharacters(text: string): number {
  return Array.from(text).length;
}

export function exceedsCharacterLimit(text: string, limit: number): boolean {
  // A string never has more code points than UTF-16 units, so short strings skip the count.
  return text.length > limit && countCharacters(text) > limit;
}

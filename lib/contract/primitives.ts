import { z } from 'zod';

export const USER_ID_HEADER = 'X-Service-User-ID';
export const REQUEST_ID_HEADER = 'X-Request-ID';
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_REPLAYED_HEADER = 'Idempotency-Replayed';

export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** 1–255 visible ASCII characters (0x21–0x7E); a longer or empty key is a 422. */
export const idempotencyKeySchema = z
  .string()
  .min(1, 'Must not be empty')
  .max(IDEMPOTENCY_KEY_MAX_LENGTH, `Must be at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`)
  .regex(/^[\x21-\x7E]*$/, 'Must contain only visible ASCII characters');

/** Identifiers are opaque strings: nothing is assumed about their form beyond being non-empty. */
export const opaqueIdSchema = z.string().min(1, 'Must not be empty');

/** An ISO 8601 UTC date-time with the `Z` suffix, as the service writes every timestamp. */
export const isoDateTimeSchema = z.iso.datetime({ error: 'Must be an ISO 8601 UTC date-time ending in Z' });

/** An ISO 8601 date-time with `Z` or an offset, accepted on input (`startsAt`, `datetimeFrom`, `datetimeTo`). */
export const isoDateTimeInputSchema = z.iso.datetime({
  offset: true,
  error: 'Must be an ISO 8601 date-time with Z or an offset',
});

/** YYYY-MM-DD naming a real calendar day (2023-02-29 is rejected). */
export const isoDateSchema = z.iso.date({ error: 'Must be a real date in the form YYYY-MM-DD' });

/** UTC, to the second and without a fraction: the form of every slot. */
export function formatIsoDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d+Z$/, 'Z');
}

export const DEFAULT_TIME_ZONE = 'UTC';

// Only IANA-shaped names: newer Intl versions also accept offsets such as +01:00, which are not zones.
const TIME_ZONE_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;

export function isValidTimeZone(timeZone: string): boolean {
  if (!TIME_ZONE_NAME_PATTERN.test(timeZone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}

export const INVALID_TIME_ZONE_MESSAGE = 'Must be an IANA time zone such as America/New_York or UTC';

export const timeZoneSchema = z.string().refine(isValidTimeZone, { error: INVALID_TIME_ZONE_MESSAGE });

/** Length in Unicode code points, the unit of the interface's character limits. */
export function countCharacters(text: string): number {
  return Array.from(text).length;
}

export function exceedsCharacterLimit(text: string, limit: number): boolean {
  // A string never has more code points than UTF-16 units, so short strings skip the count.
  return text.length > limit && countCharacters(text) > limit;
}

import { z } from 'zod';
import { IDEMPOTENCY_KEY_MAX_LENGTH, INVALID_TIME_ZONE_MESSAGE, isValidTimeZone } from './primitive-values';

/** 1–255 visible ASCII characters (0x21–0x7E); a longer or empty key is a 422. */
export const idempotencyKeySchema = z
  .string()
  .min(1, 'Must not be empty')
  .max(IDEMPOTENCY_KEY_MAX_LENGTH, `Must be at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`)
  .regex(/^[\x21-\x7E]*$/, 'Must contain only visible ASCII characters');

/** Identifiers are opaque strings: nothing is assumed about their form beyond being non-empty. */
export const opaqueIdSchema = z.string().min(1, 'Must not be empty');

/*
 * Text that is stored (docs/decisions/0031): PostgreSQL cannot keep U+0000 in text, an unpaired
 * surrogate has no UTF-8 form, and no person types the other C0/C1 control characters.
 * The check is a loop, not a regular expression: V8 throws on a whole-string pattern over a few million
 * characters, which would be a 500. The documented patterns name only the control characters: a class
 * over surrogate code units is refused by common generators (Hypothesis, and so Schemathesis) and read
 * differently with and without `u`, so the descriptions say in words that unpaired surrogates are
 * refused (docs/decisions/0051).
 */
export const SINGLE_LINE_TEXT_PATTERN = '^[^\\u0000-\\u001F\\u007F-\\u009F]*$';
export const MULTI_LINE_TEXT_PATTERN = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$';

export const SINGLE_LINE_TEXT_MESSAGE = 'Must be one line without control characters or unpaired surrogates';
export const MULTI_LINE_TEXT_MESSAGE =
  'Must not contain control characters other than tab and line breaks, or unpaired surrogates';

/** What the documented pattern cannot say portably, for the field's description. */
export const SINGLE_LINE_TEXT_DESCRIPTION =
  'One line, trimmed of surrounding white space before it is checked: no control character ' +
  '(U+0000–U+001F, U+007F–U+009F) and no unpaired surrogate (a lone U+D800–U+DFFF code unit).';
export const MULTI_LINE_TEXT_DESCRIPTION =
  'Free text: no control character other than tab, line feed and carriage return ' +
  '(U+0000–U+001F, U+007F–U+009F) and no unpaired surrogate (a lone U+D800–U+DFFF code unit).';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** Whether `text` can be stored: no C0/C1 control character (but tab and line breaks if allowed), no unpaired surrogate. */
export function isStorableText(text: string, { lineBreaks }: { lineBreaks: boolean }): boolean {
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (unit < 0x20 || (unit >= 0x7f && unit <= 0x9f)) {
      if (lineBreaks && (unit === TAB || unit === LINE_FEED || unit === CARRIAGE_RETURN)) continue;
      return false;
    }
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      index++;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return false;
    }
  }
  return true;
}

type TextBounds = { min?: number; max?: number };

function bounded(schema: z.ZodString, { min, max }: TextBounds): z.ZodString {
  const withMin =
    min === undefined
      ? schema
      : schema.min(min, min === 1 ? 'Must not be empty' : `Must be at least ${min} characters`);
  return max === undefined ? withMin : withMin.max(max, `Must be at most ${max} characters`);
}

/** One line a person typed (a name, an address line), trimmed, then bounded. */
export function singleLineTextSchema(bounds: TextBounds = {}) {
  return bounded(z.string().trim(), bounds)
    .refine((text) => isStorableText(text, { lineBreaks: false }), SINGLE_LINE_TEXT_MESSAGE)
    .meta({ pattern: SINGLE_LINE_TEXT_PATTERN, description: SINGLE_LINE_TEXT_DESCRIPTION });
}

/** Free text that may span lines (a message, a prompt context), kept as sent. */
export function multiLineTextSchema(bounds: TextBounds = {}) {
  return bounded(z.string(), bounds)
    .refine((text) => isStorableText(text, { lineBreaks: true }), MULTI_LINE_TEXT_MESSAGE)
    .meta({ pattern: MULTI_LINE_TEXT_PATTERN, description: MULTI_LINE_TEXT_DESCRIPTION });
}

/** An identifier sent by a client (path or body): it is looked up in stored text, so it is one line. */
export const opaqueIdInputSchema = bounded(z.string(), { min: 1 })
  .refine((text) => isStorableText(text, { lineBreaks: false }), SINGLE_LINE_TEXT_MESSAGE)
  .meta({ pattern: SINGLE_LINE_TEXT_PATTERN, description: SINGLE_LINE_TEXT_DESCRIPTION });

/**
 * The pattern zod applies to a string format, for the published document: JSON Schema's own formats are
 * wider (lower-case `t`, offsets without a colon), and `\d` reads as any Unicode digit in some engines.
 */
export function documentedPattern(schema: { _zod: { pattern?: RegExp } }): string {
  const pattern = schema._zod.pattern;
  if (!pattern) throw new TypeError('The schema has no pattern');
  return pattern.source.replaceAll('\\d', '[0-9]');
}

function withDocumentedPattern<T extends z.ZodType & { _zod: { pattern?: RegExp } }>(schema: T): T {
  return schema.meta({ pattern: documentedPattern(schema) });
}

/** An ISO 8601 UTC date-time with the `Z` suffix, as the service writes every timestamp. */
export const isoDateTimeSchema = withDocumentedPattern(
  z.iso.datetime({ error: 'Must be an ISO 8601 UTC date-time ending in Z' }),
);

/** An ISO 8601 date-time with `Z` or an offset, accepted on input (`startsAt`, `datetimeFrom`, `datetimeTo`). */
export const isoDateTimeInputSchema = withDocumentedPattern(
  z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date-time with Z or an offset' }),
);

/** YYYY-MM-DD naming a real calendar day (2023-02-29 is rejected). */
export const isoDateSchema = withDocumentedPattern(
  z.iso.date({ error: 'Must be a real date in the form YYYY-MM-DD' }),
);

/** UTC, to the second and without a fraction: the form of every slot. */
export function formatIsoDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d+Z$/, 'Z');
}

export const timeZoneSchema = z.string().refine(isValidTimeZone, { error: INVALID_TIME_ZONE_MESSAGE });

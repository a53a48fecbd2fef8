import { describe, expect, it } from 'vitest';
import {
  countCharacters,
  exceedsCharacterLimit,
  formatIsoDateTime,
  idempotencyKeySchema,
  isoDateSchema,
  isoDateTimeInputSchema,
  isoDateTimeSchema,
  isStorableText,
  isValidTimeZone,
  MULTI_LINE_TEXT_PATTERN,
  multiLineTextSchema,
  opaqueIdInputSchema,
  opaqueIdSchema,
  SINGLE_LINE_TEXT_PATTERN,
  singleLineTextSchema,
  timeZoneSchema,
} from '.';

describe('idempotencyKeySchema', () => {
  it('accepts 1 to 255 visible ASCII characters', () => {
    expect(idempotencyKeySchema.safeParse('k').success).toBe(true);
    expect(idempotencyKeySchema.safeParse('a'.repeat(255)).success).toBe(true);
    expect(idempotencyKeySchema.safeParse('3f1c9a2e-7b4d-4e0f-9a8b-1c2d3e4f5a6b').success).toBe(true);
  });

  it('rejects an empty key, 256 characters, spaces and non-ASCII', () => {
    expect(idempotencyKeySchema.safeParse('').success).toBe(false);
    expect(idempotencyKeySchema.safeParse('a'.repeat(256)).success).toBe(false);
    expect(idempotencyKeySchema.safeParse('has space').success).toBe(false);
    expect(idempotencyKeySchema.safeParse('clé').success).toBe(false);
    expect(idempotencyKeySchema.safeParse('tab\t').success).toBe(false);
  });
});

describe('isoDateTimeSchema (as the service writes)', () => {
  it('accepts UTC with Z, with or without a fraction', () => {
    expect(isoDateTimeSchema.safeParse('2026-11-23T15:00:00Z').success).toBe(true);
    expect(isoDateTimeSchema.safeParse('2026-11-23T15:00:00.123456Z').success).toBe(true);
  });

  it('rejects offsets, local times, dates and impossible days', () => {
    expect(isoDateTimeSchema.safeParse('2026-11-23T15:00:00+01:00').success).toBe(false);
    expect(isoDateTimeSchema.safeParse('2026-11-23T15:00:00').success).toBe(false);
    expect(isoDateTimeSchema.safeParse('2026-11-23').success).toBe(false);
    expect(isoDateTimeSchema.safeParse('2023-02-29T00:00:00Z').success).toBe(false);
  });
});

describe('isoDateTimeInputSchema', () => {
  it('accepts Z or an offset', () => {
    expect(isoDateTimeInputSchema.safeParse('2026-11-23T15:00:00Z').success).toBe(true);
    expect(isoDateTimeInputSchema.safeParse('2026-11-23T10:00:00-05:00').success).toBe(true);
  });

  it('rejects a date-time without a zone', () => {
    expect(isoDateTimeInputSchema.safeParse('2026-11-23T15:00:00').success).toBe(false);
    expect(isoDateTimeInputSchema.safeParse('tomorrow').success).toBe(false);
  });
});

describe('isoDateSchema', () => {
  it('accepts real calendar days, leap days in leap years', () => {
    expect(isoDateSchema.safeParse('2024-02-29').success).toBe(true);
    expect(isoDateSchema.safeParse('2000-02-29').success).toBe(true);
    expect(isoDateSchema.safeParse('1990-12-31').success).toBe(true);
  });

  it('rejects impossible days and other forms', () => {
    expect(isoDateSchema.safeParse('2023-02-29').success).toBe(false);
    expect(isoDateSchema.safeParse('1900-02-29').success).toBe(false);
    expect(isoDateSchema.safeParse('2023-04-31').success).toBe(false);
    expect(isoDateSchema.safeParse('2023-13-01').success).toBe(false);
    expect(isoDateSchema.safeParse('01/02/1990').success).toBe(false);
    expect(isoDateSchema.safeParse('1990-01-01T00:00:00Z').success).toBe(false);
  });
});

describe('time zones', () => {
  it('accepts IANA names and UTC', () => {
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('America/New_York')).toBe(true);
    expect(isValidTimeZone('Etc/GMT+5')).toBe(true);
    expect(timeZoneSchema.safeParse('Europe/Berlin').success).toBe(true);
  });

  it('rejects unknown names, empty strings, padding and raw offsets', () => {
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone(' UTC')).toBe(false);
    expect(isValidTimeZone('+01:00')).toBe(false);
    expect(timeZoneSchema.safeParse('Mars/Olympus').success).toBe(false);
  });
});

describe('opaqueIdSchema', () => {
  it('accepts any non-empty string', () => {
    expect(opaqueIdSchema.safeParse('usr_01J9Z').success).toBe(true);
    expect(opaqueIdSchema.safeParse('').success).toBe(false);
  });
});

describe('formatIsoDateTime', () => {
  it('writes UTC to the second without a fraction', () => {
    expect(formatIsoDateTime(new Date('2026-11-23T10:00:00.789-05:00'))).toBe('2026-11-23T15:00:00Z');
    expect(isoDateTimeSchema.safeParse(formatIsoDateTime(new Date())).success).toBe(true);
  });
});

describe('character limits', () => {
  it('count code points, so an emoji is one character', () => {
    expect(countCharacters('héllo')).toBe(5);
    expect(countCharacters('😀😀')).toBe(2);
    expect(exceedsCharacterLimit('😀'.repeat(10), 10)).toBe(false);
    expect(exceedsCharacterLimit('😀'.repeat(11), 10)).toBe(true);
    expect(exceedsCharacterLimit('a'.repeat(11), 10)).toBe(true);
  });
});

describe('stored text', () => {
  const controls = ['\u0000', '\u0001', '\u001f', '\u007f', '\u0080', '\u009f', '\ud800', 'a\udc00'];

  it('one line: trimmed, refuses control characters, line breaks and unpaired surrogates', () => {
    expect(singleLineTextSchema().parse('  Zoë 🙂 \u202eabc ')).toBe('Zoë 🙂 \u202eabc');
    for (const text of [...controls, 'a\nb', 'a\tb', 'a\rb']) {
      expect(singleLineTextSchema().safeParse(`x${text}y`).success).toBe(false);
    }
  });

  it('free text: keeps tab and line breaks, refuses other controls and unpaired surrogates', () => {
    expect(multiLineTextSchema().parse('a\n\tb\r\n')).toBe('a\n\tb\r\n');
    expect(multiLineTextSchema().safeParse('paired 😀 surrogates').success).toBe(true);
    for (const text of controls) expect(multiLineTextSchema().safeParse(`x${text}y`).success).toBe(false);
  });

  it('bounds count after trimming, and a very long text is refused without throwing', () => {
    expect(singleLineTextSchema({ min: 1, max: 3 }).safeParse('  abc  ').success).toBe(true);
    expect(singleLineTextSchema({ min: 1 }).safeParse('   ').success).toBe(false);
    const huge = `${'a😀'.repeat(3_000_000)}\u0000`;
    expect(multiLineTextSchema({ max: 10 }).safeParse(huge).success).toBe(false);
  });

  it('the documented patterns say what the check does but for unpaired surrogates, with or without u', () => {
    const samples = ['Zoë 🙂', 'a\nb', 'a\tb', '\u0000', 'x\u0085', '\ud83d\ude00', 'a\u202eb'];
    for (const [pattern, lineBreaks] of [
      [SINGLE_LINE_TEXT_PATTERN, false],
      [MULTI_LINE_TEXT_PATTERN, true],
    ] as const) {
      for (const flags of ['', 'u']) {
        const regex = new RegExp(pattern, flags);
        for (const text of samples) expect(regex.test(text)).toBe(isStorableText(text, { lineBreaks }));
        // The descriptions say it in words: generators cannot take a pattern over surrogate code units.
        for (const text of ['\ud800', 'a\udc00b']) {
          expect(regex.test(text)).toBe(true);
          expect(isStorableText(text, { lineBreaks })).toBe(false);
        }
      }
    }
  });

  it('identifiers from a client are non-empty single lines', () => {
    expect(opaqueIdInputSchema.safeParse('chat_1').success).toBe(true);
    expect(opaqueIdInputSchema.safeParse('').success).toBe(false);
    expect(opaqueIdInputSchema.safeParse('a\u0000').success).toBe(false);
  });
});

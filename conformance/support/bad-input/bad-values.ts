import fc from 'fast-check';

/** Printable ASCII, so that every value can travel in a URL or a header. */
export const visibleAscii = (minLength: number, maxLength: number) =>
  fc.string({
    unit: fc.constantFrom(...Array.from({ length: 94 }, (_, i) => String.fromCharCode(0x21 + i))),
    minLength,
    maxLength,
  });

/** A string no field of the interface accepts at that length. */
export const hugeString = (minLength = 60_000) =>
  fc
    .tuple(
      fc.integer({ min: minLength, max: minLength + 140_000 }),
      fc.constantFrom('a', 'Z', '9', 'é', '🙂'),
    )
    .map(([length, unit]) => unit.repeat(length));

/** Starts with `~`, which no date, number, id or code starts with, so it cannot be read as one. */
export const garbageText = visibleAscii(0, 40).map((text) => `~${text}`);

const jsonScalar = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.string({ maxLength: 20 }),
);
const jsonArray = fc.array(jsonScalar, { maxLength: 4 });
const jsonObject = fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), jsonScalar, { maxKeys: 3 });

/** Values of another JSON type than the field's. */
export function wrongTypeFor(type: 'string' | 'number' | 'object'): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return fc.oneof(
        fc.integer(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.boolean(),
        jsonArray,
        jsonObject,
      );
    case 'number':
      // Not numeric strings or booleans: lenient parsers read those as numbers.
      return fc.oneof(garbageText, jsonArray, jsonObject);
    case 'object':
      return fc.oneof(fc.integer(), fc.boolean(), fc.string({ maxLength: 20 }), jsonArray);
  }
}

export const badDates = fc.oneof(
  fc.constantFrom(
    '1990-02-30',
    '1990-13-01',
    '1990-00-10',
    '12/04/1986',
    'yesterday',
    '',
    '2999-01-01',
    '1800-01-01',
  ),
  garbageText,
);

export const badDateTimes = fc.oneof(
  fc.constantFrom(
    'next tuesday',
    '2030-13-01T10:00:00Z',
    '2030-02-30T10:00:00Z',
    '',
    '25:00',
    '2030-01-01T25:61:00Z',
  ),
  garbageText,
);

/** Valid date-times at which no appointment can be booked. */
export const unbookableDateTimes = fc.constantFrom('2001-01-01T00:00:00Z', '1999-12-31T23:59:59Z');

export const badStateCodes = fc.oneof(
  fc.constantFrom('ZZ', 'XX', 'QQ', 'C', 'ORE', 'Oregon', '', '12', 'O R'),
  garbageText,
);

export const badTimeZones = fc.oneof(
  fc.constantFrom('Mars/Olympus_Mons', 'Not/A_Zone', '+01:00', '', ' '),
  garbageText,
);

export const badNcpdpIds = fc.oneof(
  fc.constantFrom('', 'abc', '123', '12345678', '0000000'),
  fc.integer({ min: 0, max: 99_999 }).map((n) => `00${String(n).padStart(5, '0')}`),
  garbageText,
);

export const badIds = fc.oneof(fc.constantFrom('', '0', 'null', '-1'), garbageText);

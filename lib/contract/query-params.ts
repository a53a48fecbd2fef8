import { z } from 'zod';

const INTEGER_PATTERN = /^-?[0-9]+$/;

/**
 * An integer that may arrive as a query string. Only plain decimal digits are converted, so '1.5', '1e1',
 * '0x10' and '' stay strings and fail; values outside the bounds are rejected, never clamped.
 */
export function queryIntegerSchema({ min, max }: { min: number; max?: number }) {
  const bounded = z.int({ error: 'Must be a whole number' }).min(min, `Must be at least ${min}`);
  const target = max === undefined ? bounded : bounded.max(max, `Must be at most ${max}`);
  return z.preprocess(
    (value: number | string) =>
      typeof value === 'string' && INTEGER_PATTERN.test(value) ? Number(value) : value,
    target,
  );
}

export const NULLABLE_QUERY_DESCRIPTION =
  'Nullable: a query has no null, so an empty value (`?name=`) or leaving the parameter out means null';

/**
 * For nullable query parameters only: `?status=` means the parameter is absent. `documented` is the
 * JSON Schema of one non-empty value; the document then allows it or the empty string.
 */
export function emptyAsAbsent<T extends z.ZodType>(schema: T, documented: Record<string, unknown>) {
  return z
    .preprocess((value: z.input<T> | '') => (value === '' ? undefined : value), schema)
    .meta({
      // Replaces what the inner schema would document (`null`, a single enum or format) with the query's view.
      type: 'string',
      enum: undefined,
      format: undefined,
      pattern: undefined,
      anyOf: [
        { type: 'string', ...documented },
        { type: 'string', maxLength: 0 },
      ],
      description: NULLABLE_QUERY_DESCRIPTION,
    });
}

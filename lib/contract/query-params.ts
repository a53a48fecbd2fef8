import { z } from 'zod';

const INTEGER_PATTERN = /^-?\d+$/;

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

/** For nullable query parameters only: `?status=` means the parameter is absent. */
export function emptyAsAbsent<T extends z.ZodType>(schema: T) {
  return z.preprocess((value: z.input<T> | '') => (value === '' ? undefined : value), schema);
}

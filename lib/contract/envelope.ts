import { z } from 'zod';

export const SUCCESS_CODE = 'success';
export const SUCCESS_MESSAGE = 'Request successful';

/** `{code, message, data}`; `code` stays an open string on read. */
export function successEnvelopeSchema<T extends z.ZodType>(dataSchema: T) {
  return z.looseObject({
    code: z.string(),
    message: z.string(),
    data: dataSchema,
  });
}

// Lenient on read: only non-negative integers are required, so an empty page 0 from the service still parses.
export const pagingMetaSchema = z.looseObject({
  total: z.int().nonnegative(),
  page: z.int().nonnegative(),
  size: z.int().nonnegative(),
  pages: z.int().nonnegative(),
  hasNext: z.boolean(),
  hasPrev: z.boolean(),
});

export function pagedDataSchema<T extends z.ZodType>(itemSchema: T) {
  return pagingMetaSchema.extend({ items: z.array(itemSchema) });
}

export function pagedEnvelopeSchema<T extends z.ZodType>(itemSchema: T) {
  return successEnvelopeSchema(pagedDataSchema(itemSchema));
}

export const errorEnvelopeSchema = z
  .looseObject({
    code: z.string(),
    message: z.string(),
    // Left unknown here: each code's `data` is parsed with its own schema from error-codes.
    data: z.unknown().optional(),
  })
  .meta({ id: 'ErrorEnvelope' });

export type SuccessEnvelope<T> = z.infer<ReturnType<typeof successEnvelopeSchema<z.ZodType<T>>>>;
export type PagingMeta = z.infer<typeof pagingMetaSchema>;
export type PagedData<T> = z.infer<ReturnType<typeof pagedDataSchema<z.ZodType<T>>>>;
export type PagedEnvelope<T> = SuccessEnvelope<PagedData<T>>;
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function successEnvelope<T>(data: T): SuccessEnvelope<T> {
  return { code: SUCCESS_CODE, message: SUCCESS_MESSAGE, data };
}

/** Number of pages for `total` items; 0 when there are none. */
export function pageCount({ total, size }: { total: number; size: number }): number {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`Page size must be a positive integer, got ${size}`);
  return Math.ceil(total / size);
}

export function pagedEnvelope<T>({
  items,
  total,
  page,
  size,
}: {
  items: T[];
  total: number;
  page: number;
  size: number;
}): PagedEnvelope<T> {
  const pages = pageCount({ total, size });
  return successEnvelope({
    items,
    total,
    page,
    size,
    pages,
    hasNext: page < pages,
    hasPrev: page > 1,
  });
}

export function errorEnvelope({
  code,
  message,
  data,
}: {
  code: string;
  message: string;
  data?: Record<string, unknown>;
}): ErrorEnvelope {
  return data === undefined ? { code, message } : { code, message, data };
}

import 'server-only';
import { z } from 'zod';
import { opaqueIdSchema, pageSchema, queryIntegerSchema, sizeSchema } from '@/lib/contract';

export const staffPatientsQuerySchema = z.strictObject({ page: pageSchema, size: sizeSchema });

export const auditLogQuerySchema = z.strictObject({
  page: pageSchema,
  size: sizeSchema,
  patientId: opaqueIdSchema.optional(),
});

export const REQUEST_LOG_DEFAULT_LIMIT = 100;
export const REQUEST_LOG_MAX_LIMIT = 500;

export const requestLogQuerySchema = z.strictObject({
  limit: queryIntegerSchema({ min: 1, max: REQUEST_LOG_MAX_LIMIT }).default(REQUEST_LOG_DEFAULT_LIMIT),
});

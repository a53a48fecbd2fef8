import { z } from 'zod';
import { fieldIssueSchema } from './validation';

/** `data` of `error.validation` (422) and `error.partner.validation` (400). */
export const validationErrorDataSchema = z
  .looseObject({ fields: z.array(fieldIssueSchema) })
  .meta({ id: 'ValidationErrorData' });

/** `data` of `error.appointment.prerequisites` and `error.pharmacy.prerequisites`. */
export const prerequisitesErrorDataSchema = z
  .looseObject({ missing: z.array(z.string()) })
  .meta({ id: 'PrerequisitesErrorData' });

/** `data` of `error.idempotency.conflict`; `reason` is an open string on read. */
export const idempotencyConflictDataSchema = z
  .looseObject({ reason: z.string() })
  .meta({ id: 'IdempotencyConflictData' });

export type ValidationErrorData = z.infer<typeof validationErrorDataSchema>;
export type PrerequisitesErrorData = z.infer<typeof prerequisitesErrorDataSchema>;
export type IdempotencyConflictData = z.infer<typeof idempotencyConflictDataSchema>;

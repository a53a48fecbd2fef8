import { z } from 'zod';
import {
  opaqueIdInputSchema,
  pageSchema,
  queryIntegerSchema,
  singleLineTextSchema,
  sizeSchema,
} from '@/lib/contract';

// Filters are compared with stored text, so they follow its rule (ADR 0031): one line, no control characters.
const searchTextSchema = singleLineTextSchema({ max: 200 }).optional();

export const staffPatientsQuerySchema = z.strictObject({
  page: pageSchema,
  size: sizeSchema,
  /** Part of a name or e-mail address, case-insensitive. */
  q: searchTextSchema,
});

export const auditLogQuerySchema = z.strictObject({
  page: pageSchema,
  size: sizeSchema,
  patientId: opaqueIdInputSchema.optional(),
  staffId: opaqueIdInputSchema.optional(),
  /** Exact action name, such as `patient.appointment.cancel`. */
  action: singleLineTextSchema({ max: 100 }).optional(),
});

/** A status filter: one status (0 for no answer), a class such as `5xx`, or `failed` (anything not ok). */
export const requestLogStatusFilterSchema = z
  .string()
  .trim()
  .regex(/^(\d{1,3}|[1-5]xx|failed)$/, 'Use a status such as 404, a class such as 5xx, or failed');

export const REQUEST_LOG_DEFAULT_LIMIT = 100;
export const REQUEST_LOG_MAX_LIMIT = 500;

export const requestLogQuerySchema = z.strictObject({
  limit: queryIntegerSchema({ min: 1, max: REQUEST_LOG_MAX_LIMIT }).default(REQUEST_LOG_DEFAULT_LIMIT),
  status: requestLogStatusFilterSchema.optional(),
  pathTemplate: searchTextSchema,
  patientId: opaqueIdInputSchema.optional(),
  requestId: searchTextSchema,
});

export type RequestLogQuery = z.infer<typeof requestLogQuerySchema>;

/** A row of the staff dashboard's patient list. */
export interface StaffPatientRow {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  createdAt: string;
  /** The newest service call made for the patient, if any is still in the request log. */
  lastActivityAt: string | null;
}

/** A row of the staff audit log: what a staff member did, and to which patient. */
export interface StaffAuditRow {
  id: number;
  at: string;
  staffAccountId: string;
  staffEmail: string;
  action: string;
  patientAccountId: string | null;
  detail: Record<string, unknown>;
}

/** A row of the request log: one HTTP attempt to the service, without token, header or body. */
export interface StaffRequestLogRow {
  id: number;
  at: string;
  method: string;
  pathTemplate: string;
  status: number;
  durationMs: number;
  requestId: string | null;
  attempt: number;
  outcome: string;
  patientAccountId: string | null;
}

/** The request log's rows and the path templates it can be filtered by. */
export interface StaffRequestLog {
  items: StaffRequestLogRow[];
  pathTemplates: string[];
}

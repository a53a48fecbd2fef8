import { z } from 'zod';
import { multiLineTextSchema } from '@/lib/contract';
import { STAFF_NOTE_MAX_LENGTH, STAFF_ROLES, type StaffRole } from './staff-values';

/** The note staff keep about a patient; empty text removes it. */
export const staffNoteBodySchema = z.strictObject({
  // Sent to the service as prompt context: stored text, free text's rule (ADR 0031).
  note: z
    .string()
    .trim()
    .pipe(multiLineTextSchema({ max: STAFF_NOTE_MAX_LENGTH })),
});

export interface StaffNote {
  note: string;
  updatedAt: string;
  updatedByEmail: string;
}

/** A staff account as admins see it; never its password hash. */
export interface StaffAccountRow {
  id: string;
  email: string;
  role: StaffRole;
  createdAt: string;
  disabledAt: string | null;
}

/** An invitation to join the staff: who, and with which role; they choose their own password. */
export const inviteStaffBodySchema = z.strictObject({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Must be an e-mail address' }).max(254)),
  role: z.enum(STAFF_ROLES),
});

export const updateStaffBodySchema = z
  .strictObject({ role: z.enum(STAFF_ROLES).optional(), disabled: z.boolean().optional() })
  .refine((body) => body.role !== undefined || body.disabled !== undefined, 'Give a role or disabled');

/** Who is signed in to the staff dashboard, and when inactivity signs them out. */
export interface StaffSessionInfo {
  id: string;
  email: string;
  role: StaffRole;
  idleTimeoutSeconds: number;
}

/** One bucket of the integration health chart. */
export interface HealthBucket {
  start: string;
  calls: number;
  failed: number;
  p95Ms: number | null;
}

export interface IntegrationHealth {
  mode: 'embedded' | 'remote';
  /** The service's base URL; the token is never part of this. */
  baseUrl: string;
  windowMinutes: number;
  calls: number;
  failed: number;
  errorRate: number | null;
  latency: { p50: number | null; p95: number | null; p99: number | null };
  buckets: HealthBucket[];
}

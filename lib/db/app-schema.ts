import {
  bigserial,
  index,
  integer,
  jsonb,
  pgSchema,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The BFF's own tables, in their own PostgreSQL schema so that they can share a database with the
 * embedded service's. Every account row carries the organization key of the deployment that created
 * it: deployments sharing a database never see each other's accounts.
 */
export const app = pgSchema('app');

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => at('created_at').notNull().defaultNow();

/** The user's preferred pharmacy as chosen here: the interface can set it but never read it back. */
export interface PreferredPharmacy {
  ncpdpId: string;
  name: string;
  address?: { line1?: string; city?: string; state?: string; postalCode?: string };
  phoneNumber?: string;
}

export const patientAccounts = app.table(
  'patient_accounts',
  {
    id: text('id').primaryKey(),
    organizationKey: text('organization_key').notNull(),
    /** Always lower case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    serviceUserId: text('service_user_id').notNull().unique(),
    /** Copies of the service user's names, so that the staff dashboard lists patients without a call each. */
    firstName: text('first_name'),
    lastName: text('last_name'),
    preferredPharmacy: jsonb('preferred_pharmacy').$type<PreferredPharmacy>(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('patient_accounts_org_email_unique').on(table.organizationKey, table.email)],
);

export const STAFF_ROLES = ['staff', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffAccounts = app.table(
  'staff_accounts',
  {
    id: text('id').primaryKey(),
    organizationKey: text('organization_key').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('staff_accounts_org_email_unique').on(table.organizationKey, table.email)],
);

/** A call to action shown at the end of a consultation (`skill_code.cta`). */
export interface RecordedCallToAction {
  skillCode: string;
  widget: string;
  text?: string;
}

/**
 * NOTE: the interface has no list-artifacts operation, so the ids from ai_consultation.complete are the
 * only record of a consultation's documents.
 */
export const consultationRecords = app.table(
  'consultation_records',
  {
    chatId: text('chat_id').primaryKey(),
    patientAccountId: text('patient_account_id')
      .notNull()
      .references(() => patientAccounts.id),
    longSummaryArtifactId: text('long_summary_artifact_id'),
    shortSummaryArtifactId: text('short_summary_artifact_id'),
    soapNoteArtifactId: text('soap_note_artifact_id'),
    cta: jsonb('cta').$type<RecordedCallToAction>(),
    completedAt: at('completed_at'),
    createdAt: createdAt(),
  },
  (table) => [index('consultation_records_patient_idx').on(table.patientAccountId, table.createdAt)],
);

/**
 * Calls to the service, newest kept per organization; bounded in the insert path. Like the accounts,
 * every row carries the organization key of the deployment that made the call.
 */
export const requestLog = app.table(
  'request_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationKey: text('organization_key').notNull(),
    at: at('at').notNull().defaultNow(),
    method: text('method').notNull(),
    pathTemplate: text('path_template').notNull(),
    /** 0 when no response arrived. */
    status: integer('status').notNull(),
    durationMs: integer('duration_ms').notNull(),
    requestId: text('request_id'),
    attempt: integer('attempt').notNull(),
    outcome: text('outcome').notNull(),
  },
  (table) => [index('request_log_organization_idx').on(table.organizationKey, table.at)],
);

export const auditLog = app.table(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull().defaultNow(),
    staffAccountId: text('staff_account_id')
      .notNull()
      .references(() => staffAccounts.id),
    action: text('action').notNull(),
    patientAccountId: text('patient_account_id').references(() => patientAccounts.id),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('audit_log_patient_idx').on(table.patientAccountId, table.at),
    index('audit_log_staff_idx').on(table.staffAccountId, table.at),
  ],
);

/** Failed sign-ins per key (`account:<organization>:<email>`, `ip:<address>`) in a fixed window. */
export const loginThrottle = app.table('login_throttle', {
  key: text('key').primaryKey(),
  windowStart: at('window_start').notNull(),
  failures: integer('failures').notNull(),
});

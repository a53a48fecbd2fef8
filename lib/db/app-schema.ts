import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import {
  STAFF_ROLES,
  type BookingPolicy,
  type FhirExportDeletion,
  type FhirExportJobStatus,
  type MailKind,
  type MailStatus,
  type PreferredPharmacy,
  type RecordedCallToAction,
  type SafetyGuidance,
  type SessionKind,
  type RecordedChatEventBody,
} from '@/lib/contract/bff';

/**
 * The BFF's own tables, in their own PostgreSQL schema so that they can share a database with the
 * embedded service's. Every account row carries the organization key of the deployment that created
 * it: deployments sharing a database never see each other's accounts.
 */
export const app = pgSchema('app');

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => at('created_at').notNull().defaultNow();

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
    /** Every session cookie carries the version it was issued at; raising it revokes them all at once. */
    sessionVersion: integer('session_version').notNull().default(0),
    /** Off: no reminders are sent; confirmations of what was done always are. */
    remindersEnabled: boolean('reminders_enabled').notNull().default(true),
    /** The IANA zone the patient's browser last reported: the e-mails give times in it. */
    timeZone: text('time_zone'),
    /**
     * When the owner proved the address (ADR 0088): every account is made after a confirmation; the
     * accounts older than the rule got the time the column was added. E-mail to patients goes only to a
     * confirmed address.
     */
    emailConfirmedAt: at('email_confirmed_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('patient_accounts_org_email_unique').on(table.organizationKey, table.email)],
);

export const staffAccounts = app.table(
  'staff_accounts',
  {
    id: text('id').primaryKey(),
    organizationKey: text('organization_key').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** As on patient accounts: raising it revokes every session of the account. */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAt(),
    /** Set when an admin disables the account: sign-in and existing sessions stop working. */
    disabledAt: at('disabled_at'),
  },
  (table) => [uniqueIndex('staff_accounts_org_email_unique').on(table.organizationKey, table.email)],
);

/**
 * One row per signed-in browser (ADR 0089), of either kind of account: the sealed cookie carries `id`, a
 * random 128-bit value, and a session whose row is gone is refused. Deleting a row signs that browser out;
 * the account's session version still ends them all at once. Only a device summary is kept from the
 * User-Agent, and of the address only its network. `lastActiveAt` is written at most about once a minute.
 */
export const accountSessions = app.table(
  'account_sessions',
  {
    id: text('id').primaryKey(),
    organizationKey: text('organization_key').notNull(),
    kind: text('kind').$type<SessionKind>().notNull(),
    accountId: text('account_id').notNull(),
    /** "Firefox on Windows" and the like, from a fixed vocabulary (session-device.ts). */
    device: text('device').notNull(),
    /** Roughly where it signed in from: the client's /24 or /48 (address-key.ts `coarseNetwork`), not its address. */
    network: text('network'),
    createdAt: createdAt(),
    lastActiveAt: at('last_active_at').notNull().defaultNow(),
  },
  (table) => [
    index('account_sessions_account_idx').on(table.organizationKey, table.kind, table.accountId),
    index('account_sessions_last_active_idx').on(table.lastActiveAt),
  ],
);

/**
 * NOTE: the interface has no list-artifacts operation, so the ids from ai_consultation.complete are the
 * only record of a consultation's documents. Keyed by organization and chat: chat ids are the service's,
 * unique only within one organization as far as the interface says.
 */
export const consultationRecords = app.table(
  'consultation_records',
  {
    organizationKey: text('organization_key').notNull(),
    chatId: text('chat_id').notNull(),
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
  (table) => [
    primaryKey({ columns: [table.organizationKey, table.chatId] }),
    index('consultation_records_patient_idx').on(table.patientAccountId, table.createdAt),
  ],
);

/**
 * Every control event of a chat, in the order the BFF relayed it: the service stores only user and
 * assistant messages. Keyed by organization and chat; `id` gives the order within a chat.
 */
export const chatControlEvents = app.table(
  'chat_control_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationKey: text('organization_key').notNull(),
    chatId: text('chat_id').notNull(),
    patientAccountId: text('patient_account_id')
      .notNull()
      .references(() => patientAccounts.id),
    at: at('at').notNull().defaultNow(),
    /** The assistant message the event followed in its turn, when one had started. */
    afterMessageId: text('after_message_id'),
    event: jsonb('event').$type<RecordedChatEventBody>().notNull(),
  },
  (table) => [index('chat_control_events_chat_idx').on(table.organizationKey, table.chatId, table.id)],
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
    /** The patient the call was made for (by the patient or by staff on their behalf), when known. */
    patientAccountId: text('patient_account_id'),
  },
  (table) => [
    index('request_log_organization_idx').on(table.organizationKey, table.at),
    index('request_log_patient_idx').on(table.patientAccountId, table.at),
  ],
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

/**
 * The one open password reset of an account (ADR 0087): a new request replaces it, using it deletes it.
 * Only hashes are kept: of the link's 256-bit token, and (keyed with the session secret) of the short
 * code that can be typed instead, whose wrong guesses are counted in `codeFailures`.
 */
export const passwordResets = app.table(
  'password_resets',
  {
    id: text('id').primaryKey(),
    organizationKey: text('organization_key').notNull(),
    kind: text('kind').$type<SessionKind>().notNull(),
    accountId: text('account_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    codeFailures: integer('code_failures').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('password_resets_account_unique').on(table.organizationKey, table.kind, table.accountId),
    uniqueIndex('password_resets_token_unique').on(table.tokenHash),
    index('password_resets_expires_idx').on(table.expiresAt),
  ],
);

/**
 * A registration waiting for its address to be confirmed (ADR 0088): one per address, replaced by a new
 * request; the link's token and the code are kept only as hashes, and the row goes when either is used.
 */
export const registrationConfirmations = app.table(
  'registration_confirmations',
  {
    id: text('id').primaryKey(),
    organizationKey: text('organization_key').notNull(),
    /** Lower case, as typed: no account uses it (yet). */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    codeFailures: integer('code_failures').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('registration_confirmations_email_unique').on(table.organizationKey, table.email),
    uniqueIndex('registration_confirmations_token_unique').on(table.tokenHash),
    index('registration_confirmations_expires_idx').on(table.expiresAt),
  ],
);

/**
 * An admin's invitation to join the staff (ADR 0090). The account is made only when the invitee accepts,
 * choosing their own password: until then there is none. Only the SHA-256 of the link's 256-bit token is
 * kept; re-sending replaces it (the old link stops working) and starts the 72 hours again. At most one open
 * invitation (neither accepted nor revoked, expired or not) per address. `invitedByStaffId` is null for
 * one made by the operator's command line.
 */
export const staffInvitations = app.table(
  'staff_invitations',
  {
    id: text('id').primaryKey(),
    organizationKey: text('organization_key').notNull(),
    /** Always lower case. */
    email: text('email').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    invitedByStaffId: text('invited_by_staff_id').references(() => staffAccounts.id),
    /** When the current link was made: the first sending or the latest re-sending. */
    sentAt: at('sent_at').notNull(),
    sendCount: integer('send_count').notNull().default(1),
    acceptedAt: at('accepted_at'),
    /** The account the acceptance made. */
    staffAccountId: text('staff_account_id').references(() => staffAccounts.id),
    revokedAt: at('revoked_at'),
    revokedByStaffId: text('revoked_by_staff_id').references(() => staffAccounts.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('staff_invitations_token_unique').on(table.tokenHash),
    uniqueIndex('staff_invitations_open_email_unique')
      .on(table.organizationKey, table.email)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    index('staff_invitations_organization_idx').on(table.organizationKey, table.createdAt),
  ],
);

/** Failed sign-ins per key (`account:<organization>:<email>`, `ip:<address>`) in a fixed window. */
export const loginThrottle = app.table('login_throttle', {
  key: text('key').primaryKey(),
  windowStart: at('window_start').notNull(),
  failures: integer('failures').notNull(),
});

/**
 * An account's second factor (TOTP, RFC 6238; ADR 0092), patient or staff, one per account. The key is
 * kept sealed with a key derived from the session secret. `enabledAt` is null while set-up waits for its
 * first code; `lastUsedStep` is the newest 30-second step whose code was accepted, refused ever after.
 */
export const secondFactors = app.table(
  'second_factors',
  {
    organizationKey: text('organization_key').notNull(),
    kind: text('kind').$type<SessionKind>().notNull(),
    accountId: text('account_id').notNull(),
    sealedSecret: text('sealed_secret').notNull(),
    enabledAt: at('enabled_at'),
    lastUsedStep: integer('last_used_step').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.organizationKey, table.kind, table.accountId] })],
);

/** The single-use recovery codes of an enabled second factor, as SHA-256 hashes only. */
export const secondFactorRecoveryCodes = app.table(
  'second_factor_recovery_codes',
  {
    organizationKey: text('organization_key').notNull(),
    kind: text('kind').$type<SessionKind>().notNull(),
    accountId: text('account_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [primaryKey({ columns: [table.organizationKey, table.kind, table.accountId, table.codeHash] })],
);

/**
 * A staff member's short note about a patient (for example current medicines from the clinic's record),
 * sent as the `conversationPromptContext` of the patient's next new chat. Only staff write it.
 */
export const staffNotes = app.table('staff_notes', {
  patientAccountId: text('patient_account_id')
    .primaryKey()
    .references(() => patientAccounts.id),
  note: text('note').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  updatedByStaffId: text('updated_by_staff_id')
    .notNull()
    .references(() => staffAccounts.id),
});

/** The organization's approved safety guidance, once an admin has edited it; absent, the defaults apply. */
export const safetyGuidance = app.table('safety_guidance', {
  organizationKey: text('organization_key').primaryKey(),
  guidance: jsonb('guidance').$type<SafetyGuidance>().notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  updatedByStaffId: text('updated_by_staff_id')
    .notNull()
    .references(() => staffAccounts.id),
});

/**
 * Facts about this deployment kept in its database, by name: `organization_key`, the organization every
 * account row belongs to when ORGANIZATION_ID is not configured (written once, at the first start).
 */
export const deploymentSettings = app.table('deployment_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** The organization's booking policy (notice window, contact text, reminder offsets) once an admin set it. */
export const bookingPolicy = app.table('booking_policy', {
  organizationKey: text('organization_key').primaryKey(),
  policy: jsonb('policy').$type<BookingPolicy>().notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  updatedByStaffId: text('updated_by_staff_id')
    .notNull()
    .references(() => staffAccounts.id),
});

/**
 * Every e-mail to a patient, from the moment it is planned: the scheduler's durable job queue and, without
 * SMTP, the outbox admins read (ADR 0064). `id` is the message's stable Message-ID; `dedupeKey` keeps one
 * row per confirmation or reminder however often the action behind it is replayed. A scheduler claims a
 * due row by setting `leaseUntil`/`leaseToken`; a lease that expires (the instance died) is claimed again.
 */
export const mailMessages = app.table(
  'mail_messages',
  {
    id: text('id').primaryKey(),
    organizationKey: text('organization_key').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    kind: text('kind').$type<MailKind>().notNull(),
    /** The patient it is to or about; null for a message to a staff member. */
    patientAccountId: text('patient_account_id').references(() => patientAccounts.id),
    /** The staff member a password message is to; null for every message to a patient. */
    staffAccountId: text('staff_account_id').references(() => staffAccounts.id),
    /** The visit a visit's message is about; null for a message about the account. */
    appointmentId: text('appointment_id'),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** The visit as an iCalendar file, attached to a booking's or a new time's confirmation. */
    calendar: text('calendar'),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    dueAt: at('due_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: at('lease_until'),
    leaseToken: text('lease_token'),
    lastError: text('last_error'),
    /** 'smtp' or 'outbox': where it went. */
    deliveredVia: text('delivered_via'),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('mail_messages_dedupe_unique').on(table.organizationKey, table.dedupeKey),
    index('mail_messages_due_idx').on(table.status, table.dueAt),
    index('mail_messages_appointment_idx').on(table.organizationKey, table.appointmentId),
    index('mail_messages_organization_idx').on(table.organizationKey, table.createdAt),
  ],
);

/**
 * The organization's FHIR Bulk Data exports (ADR 0077), read by every instance: whichever instance a poll or
 * a download reaches answers it. At most one running per organization (the partial unique index). The
 * instance running a job writes `heartbeatAt` every second; a running job silent for a minute belongs to an
 * instance that is gone, and is given up. `contentDeletedAt` is set once the NDJSON is deleted (every file
 * downloaded, the TTL passed, or the job failed): from then on the job answers 410.
 */
export const fhirExportJobs = app.table(
  'fhir_export_jobs',
  {
    id: text('id').primaryKey(),
    organizationKey: text('organization_key').notNull(),
    startedByStaffId: text('started_by_staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    status: text('status').$type<FhirExportJobStatus>().notNull().default('running'),
    /** A random id of the process running the job, for the logs. */
    runnerInstance: text('runner_instance').notNull(),
    startedAt: at('started_at').notNull(),
    heartbeatAt: at('heartbeat_at').notNull(),
    totalPatients: integer('total_patients').notNull(),
    processedPatients: integer('processed_patients').notNull().default(0),
    finishedAt: at('finished_at'),
    /** When a finished job's content is deleted even if not every file was downloaded. */
    expiresAt: at('expires_at'),
    contentDeletedAt: at('content_deleted_at'),
    deletedBecause: text('deleted_because').$type<FhirExportDeletion>(),
  },
  (table) => [
    uniqueIndex('fhir_export_jobs_one_running')
      .on(table.organizationKey)
      .where(sql`status = 'running'`),
    index('fhir_export_jobs_organization_idx').on(table.organizationKey, table.startedAt),
    index('fhir_export_jobs_expiry_idx').on(table.status, table.expiresAt),
  ],
);

/** The files of a finished export: the manifest, and which have been downloaded in full at least once. */
export const fhirExportFiles = app.table(
  'fhir_export_files',
  {
    jobId: text('job_id')
      .notNull()
      .references(() => fhirExportJobs.id, { onDelete: 'cascade' }),
    resourceType: text('resource_type').notNull(),
    count: integer('count').notNull(),
    chunks: integer('chunks').notNull(),
    downloadedAt: at('downloaded_at'),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.resourceType] })],
);

/**
 * The NDJSON itself, a chunk of whole lines (about 256 KB) a row, in file order by `chunkIndex`: written as the
 * export goes, streamed out a row at a time, deleted after download or expiry.
 */
export const fhirExportChunks = app.table(
  'fhir_export_chunks',
  {
    jobId: text('job_id')
      .notNull()
      .references(() => fhirExportJobs.id, { onDelete: 'cascade' }),
    resourceType: text('resource_type').notNull(),
    chunkIndex: integer('chunk_index').notNull(),
    content: text('content').notNull(),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.resourceType, table.chunkIndex] })],
);

/**
 * The visits booked through this app (by patients or by staff on their behalf), kept because the interface
 * has no way to list every patient's appointments: the staff work queue reads the ASAP waiting room and the
 * scheduled visits about to start from here (ADR 0093). `startsAt` is null for an ASAP visit.
 */
export const visitRecords = app.table(
  'visit_records',
  {
    organizationKey: text('organization_key').notNull(),
    appointmentId: text('appointment_id').notNull(),
    patientAccountId: text('patient_account_id')
      .notNull()
      .references(() => patientAccounts.id),
    chatId: text('chat_id').notNull(),
    startsAt: at('starts_at'),
    bookedAt: at('booked_at').notNull().defaultNow(),
    cancelledAt: at('cancelled_at'),
  },
  (table) => [
    primaryKey({ columns: [table.organizationKey, table.appointmentId] }),
    index('visit_records_starts_idx').on(table.organizationKey, table.startsAt),
  ],
);

/**
 * Who took a work-queue item and whether it is done (ADR 0093). The items themselves are read from where
 * they happen (safety events, visits, completed chats, failed e-mails); `itemKey` names one, `safety:<id>`.
 */
export const workQueueClaims = app.table(
  'work_queue_claims',
  {
    organizationKey: text('organization_key').notNull(),
    itemKey: text('item_key').notNull(),
    assignedStaffId: text('assigned_staff_id').references(() => staffAccounts.id),
    assignedAt: at('assigned_at'),
    doneAt: at('done_at'),
    doneByStaffId: text('done_by_staff_id').references(() => staffAccounts.id),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organizationKey, table.itemKey] })],
);

/**
 * Every change to an organization's work queue, in order: the live channel sends each to the open consoles
 * with its `id` as the SSE event id, and a console that reconnects reads those after its Last-Event-ID
 * (ADR 0094). Rows older than a day are deleted as new ones are written.
 */
export const workQueueChanges = app.table(
  'work_queue_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationKey: text('organization_key').notNull(),
    change: text('change').notNull(),
    itemKey: text('item_key').notNull(),
    staffAccountId: text('staff_account_id'),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [index('work_queue_changes_org_idx').on(table.organizationKey, table.id)],
);

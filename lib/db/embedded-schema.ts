import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The embedded service's tables, in their own PostgreSQL schema so they can share a database with the app's. */
export const embedded = pgSchema('embedded');

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const organizations = embedded.table('organizations', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  createdAt: createdAt(),
});

export const apiTokens = embedded.table(
  'api_tokens',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** SHA-256 of the token, hex: the token itself is shown once and never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    label: text('label'),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('api_tokens_organization_idx').on(table.organizationId)],
);

export const users = embedded.table(
  'users',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    firstName: text('first_name'),
    lastName: text('last_name'),
    dateOfBirth: text('date_of_birth'),
    email: text('email'),
    phoneNumber: text('phone_number'),
    sex: text('sex'),
    createdAt: createdAt(),
  },
  (table) => [
    // Conflicts are decided by the database, so two concurrent creations cannot both succeed.
    uniqueIndex('users_org_email_unique')
      .on(table.organizationId, sql`lower(${table.email})`)
      .where(sql`${table.email} is not null`),
    uniqueIndex('users_org_phone_unique')
      .on(table.organizationId, table.phoneNumber)
      .where(sql`${table.phoneNumber} is not null`),
  ],
);

export const addresses = embedded.table('addresses', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  line1: text('line1'),
  line2: text('line2'),
  city: text('city'),
  state: text('state'),
  postalCode: text('postal_code'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const pharmacyPreferences = embedded.table('pharmacy_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  ncpdpId: text('ncpdp_id').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const chats = embedded.table(
  'chats',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    timezone: text('timezone').notNull(),
    conversationPromptContext: text('conversation_prompt_context'),
    /** The intake engine's state between turns (JSON). */
    intakeState: jsonb('intake_state').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('chats_owner_idx').on(table.organizationId, table.userId)],
);

export const messages = embedded.table(
  'messages',
  {
    /** Insertion order: createdAt can tie within a millisecond. */
    sequence: bigserial('sequence', { mode: 'number' }).primaryKey(),
    id: text('id').notNull().unique(),
    chatId: text('chat_id')
      .notNull()
      .references(() => chats.id),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    /** `complete`, or `interrupted` when the client went away before the turn ended. */
    status: text('status', { enum: ['complete', 'interrupted'] })
      .notNull()
      .default('complete'),
    createdAt: createdAt(),
  },
  (table) => [index('messages_chat_idx').on(table.chatId, table.sequence)],
);

export const artifacts = embedded.table(
  'artifacts',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id').notNull(),
    userId: text('user_id').notNull(),
    chatId: text('chat_id')
      .notNull()
      .references(() => chats.id),
    artifactType: text('artifact_type', { enum: ['long_summary', 'short_summary', 'soap_note'] }).notNull(),
    body: text('body'),
    /** `generating` until readyAt, then `ready`; `failed` when generation failed for good. */
    status: text('status', { enum: ['generating', 'ready', 'failed'] }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('artifacts_chat_idx').on(table.chatId)],
);

export const appointments = embedded.table(
  'appointments',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    chatId: text('chat_id')
      .notNull()
      .references(() => chats.id),
    kind: text('kind', { enum: ['scheduled', 'asap'] }).notNull(),
    status: text('status', { enum: ['booked', 'cancelled'] }).notNull(),
    state: text('state').notNull(),
    practitionerId: text('practitioner_id'),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** Unguessable part of the waiting room address of an ASAP appointment. */
    waitingRoomToken: text('waiting_room_token'),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('appointments_owner_idx').on(table.organizationId, table.userId),
    uniqueIndex('appointments_waiting_room_token_unique').on(table.waitingRoomToken),
    // A practitioner holds at most one booked scheduled appointment per slot: this index is what makes
    // concurrent bookings of the last free place safe.
    uniqueIndex('appointments_practitioner_slot_unique')
      .on(table.practitionerId, table.startsAt)
      .where(sql`${table.status} = 'booked' and ${table.kind} = 'scheduled'`),
  ],
);

export const idempotencyRecords = embedded.table(
  'idempotency_records',
  {
    organizationId: text('organization_id').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of method, path, user and body. */
    fingerprint: text('fingerprint').notNull(),
    state: text('state', { enum: ['in_progress', 'completed'] }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.key] })],
);

/**
 * Facts about this service kept in its database, by name: `demo_token`, the demo organization's token
 * when no organizations are configured and the data is in PostgreSQL (written once, at the first start,
 * so that every start and every instance sharing the database uses the same token). A PGlite folder keeps
 * it in a file beside the folder instead.
 */
export const serviceSettings = embedded.table('service_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

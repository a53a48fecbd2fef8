import 'server-only';
import { and, asc, eq, gt, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  UPCOMING_VISIT_WINDOW_MS,
  WORK_QUEUE_SECTION_LIMIT,
  type WorkQueue,
  type WorkQueueItem,
  type WorkQueueSection,
} from '@/lib/contract/bff';
import {
  chatControlEvents,
  consultationRecords,
  mailMessages,
  patientAccounts,
  staffAccounts,
  visitRecords,
  workQueueClaims,
} from '@/lib/db/app-schema';
import { getAppDatabase } from '@/lib/bff/records/app-database';

const patientName = sql<string>`coalesce(nullif(trim(coalesce(${patientAccounts.firstName}, '') || ' ' || coalesce(${patientAccounts.lastName}, '')), ''), ${patientAccounts.email})`;

/** `'<section>:' || <id>`: the key the claims table uses for an item of this section. */
const keyOf = (section: WorkQueueSection, subject: PgColumn | SQL) =>
  sql<string>`${`${section}:`} || ${subject}`;

const patientPath = (patientId: string, suffix = '') =>
  `/staff/patients/${encodeURIComponent(patientId)}${suffix}`;

interface ClaimedRow {
  key: string;
  patientId: string;
  patientName: string;
  assignedId: string | null;
  assignedEmail: string | null;
}

function baseItem(section: WorkQueueSection, row: ClaimedRow) {
  return {
    key: row.key as WorkQueueItem['key'],
    section,
    patient: { id: row.patientId, name: row.patientName },
    assignedTo: row.assignedId ? { id: row.assignedId, email: row.assignedEmail ?? '' } : null,
  };
}

/**
 * The open items of one section: rows of `table` joined to their patient, their claim (not done) and
 * the staff member who took them.
 */
async function readOpen<Extra extends Record<string, unknown>>({
  organizationKey,
  section,
  subject,
  table,
  tableOrganization,
  tablePatient,
  extra,
  where,
  orderBy,
}: {
  organizationKey: string;
  section: WorkQueueSection;
  subject: PgColumn;
  table: Parameters<ReturnType<Awaited<ReturnType<typeof getAppDatabase>>['select']>['from']>[0];
  tableOrganization: PgColumn;
  tablePatient: PgColumn;
  extra: { [K in keyof Extra]: PgColumn | SQL<Extra[K]> };
  where: SQL | undefined;
  orderBy: PgColumn;
}): Promise<Array<ClaimedRow & Extra>> {
  const db = await getAppDatabase();
  const key = keyOf(section, subject);
  const rows = await db
    .select({
      key,
      patientId: patientAccounts.id,
      patientName,
      assignedId: workQueueClaims.assignedStaffId,
      assignedEmail: staffAccounts.email,
      ...extra,
    })
    .from(table)
    .innerJoin(patientAccounts, eq(patientAccounts.id, tablePatient))
    .leftJoin(
      workQueueClaims,
      and(eq(workQueueClaims.organizationKey, organizationKey), eq(workQueueClaims.itemKey, key)),
    )
    .leftJoin(staffAccounts, eq(staffAccounts.id, workQueueClaims.assignedStaffId))
    .where(and(eq(tableOrganization, organizationKey), isNull(workQueueClaims.doneAt), where))
    .orderBy(asc(orderBy))
    .limit(WORK_QUEUE_SECTION_LIMIT);
  return rows as unknown as Array<ClaimedRow & Extra>;
}

/** Safety events not yet acknowledged. The interface's guardian ids carry no rank: the longest waiting first. */
async function safetyEvents(organizationKey: string): Promise<WorkQueueItem[]> {
  const rows = await readOpen<{ chatId: string; at: Date; guardianId: string; message: string }>({
    organizationKey,
    section: 'safety',
    subject: chatControlEvents.id,
    table: chatControlEvents,
    tableOrganization: chatControlEvents.organizationKey,
    tablePatient: chatControlEvents.patientAccountId,
    extra: {
      chatId: chatControlEvents.chatId,
      at: chatControlEvents.at,
      guardianId: sql<string>`${chatControlEvents.event}->>'guardianId'`,
      message: sql<string>`${chatControlEvents.event}->>'message'`,
    },
    where: sql`${chatControlEvents.event}->>'type' = 'guardian'`,
    orderBy: chatControlEvents.id,
  });
  return rows.map((row) => ({
    ...baseItem('safety', row),
    summary: row.message,
    guardianId: row.guardianId,
    at: new Date(row.at).toISOString(),
    href: patientPath(row.patientId, `/chats/${encodeURIComponent(row.chatId)}`),
  }));
}

/** The ASAP waiting room in the order the patients joined it: the place counts those still waiting. */
async function waitingRoom(organizationKey: string): Promise<WorkQueueItem[]> {
  const rows = await readOpen<{ bookedAt: Date }>({
    organizationKey,
    section: 'waiting',
    subject: visitRecords.appointmentId,
    table: visitRecords,
    tableOrganization: visitRecords.organizationKey,
    tablePatient: visitRecords.patientAccountId,
    extra: { bookedAt: visitRecords.bookedAt },
    where: and(isNull(visitRecords.startsAt), isNull(visitRecords.cancelledAt)),
    orderBy: visitRecords.bookedAt,
  });
  return rows.map((row, index) => ({
    ...baseItem('waiting', row),
    summary: 'Waiting in the ASAP waiting room',
    at: new Date(row.bookedAt).toISOString(),
    place: index + 1,
    href: patientPath(row.patientId),
  }));
}

/** Completed chats whose documents no one on staff has marked reviewed, the oldest first. */
async function unreviewedDocuments(organizationKey: string): Promise<WorkQueueItem[]> {
  const rows = await readOpen<{ completedAt: Date; soapNote: string | null; chatId: string }>({
    organizationKey,
    section: 'documents',
    subject: consultationRecords.chatId,
    table: consultationRecords,
    tableOrganization: consultationRecords.organizationKey,
    tablePatient: consultationRecords.patientAccountId,
    extra: {
      completedAt: consultationRecords.completedAt as PgColumn,
      soapNote: consultationRecords.soapNoteArtifactId,
      chatId: consultationRecords.chatId,
    },
    where: isNotNull(consultationRecords.completedAt),
    orderBy: consultationRecords.completedAt as PgColumn,
  });
  return rows.map((row) => ({
    ...baseItem('documents', row),
    summary: 'Chat completed: the SOAP note and summaries are not reviewed yet',
    at: new Date(row.completedAt).toISOString(),
    href: row.soapNote
      ? patientPath(row.patientId, `/documents/${encodeURIComponent(row.soapNote)}`)
      : patientPath(row.patientId, `/chats/${encodeURIComponent(row.chatId)}`),
  }));
}

/** Scheduled visits starting within the next two hours, the soonest first. */
async function upcomingVisits(organizationKey: string, now: Date): Promise<WorkQueueItem[]> {
  const rows = await readOpen<{ startsAt: Date; bookedAt: Date }>({
    organizationKey,
    section: 'visit',
    subject: visitRecords.appointmentId,
    table: visitRecords,
    tableOrganization: visitRecords.organizationKey,
    tablePatient: visitRecords.patientAccountId,
    extra: { startsAt: visitRecords.startsAt as PgColumn, bookedAt: visitRecords.bookedAt },
    where: and(
      isNull(visitRecords.cancelledAt),
      gt(visitRecords.startsAt, now),
      lte(visitRecords.startsAt, new Date(now.getTime() + UPCOMING_VISIT_WINDOW_MS)),
    ),
    orderBy: visitRecords.startsAt as PgColumn,
  });
  return rows.map((row) => ({
    ...baseItem('visit', row),
    summary: 'Scheduled visit starting soon',
    at: new Date(row.bookedAt).toISOString(),
    startsAt: new Date(row.startsAt).toISOString(),
    href: patientPath(row.patientId),
  }));
}

/** E-mails to patients given up after every attempt, the oldest first. */
async function failedMails(organizationKey: string): Promise<WorkQueueItem[]> {
  const rows = await readOpen<{ subject: string; dueAt: Date }>({
    organizationKey,
    section: 'mail',
    subject: mailMessages.id,
    table: mailMessages,
    tableOrganization: mailMessages.organizationKey,
    tablePatient: mailMessages.patientAccountId,
    extra: { subject: mailMessages.subject, dueAt: mailMessages.dueAt },
    where: eq(mailMessages.status, 'failed'),
    orderBy: mailMessages.dueAt,
  });
  return rows.map((row) => ({
    ...baseItem('mail', row),
    summary: `E-mail not delivered: ${row.subject}`,
    at: new Date(row.dueAt).toISOString(),
    href: patientPath(row.patientId),
  }));
}

/** Every open item of the organization, section by section in the console's order. */
export async function readWorkQueue(organizationKey: string, now = new Date()): Promise<WorkQueue> {
  const sections = await Promise.all([
    safetyEvents(organizationKey),
    waitingRoom(organizationKey),
    unreviewedDocuments(organizationKey),
    upcomingVisits(organizationKey, now),
    failedMails(organizationKey),
  ]);
  return { items: sections.flat(), readAt: now.toISOString() };
}

/** The patient an item is about, when the item exists in the organization (done or not). */
export async function findWorkQueueItemPatient(
  organizationKey: string,
  section: WorkQueueSection,
  subject: string,
): Promise<string | null> {
  const db = await getAppDatabase();
  const first = <T extends { patientId: string | null }>(rows: T[]) => rows[0]?.patientId ?? null;
  switch (section) {
    case 'safety': {
      if (!/^\d{1,15}$/.test(subject)) return null;
      return first(
        await db
          .select({ patientId: chatControlEvents.patientAccountId })
          .from(chatControlEvents)
          .where(
            and(
              eq(chatControlEvents.organizationKey, organizationKey),
              eq(chatControlEvents.id, Number(subject)),
              sql`${chatControlEvents.event}->>'type' = 'guardian'`,
            ),
          ),
      );
    }
    case 'waiting':
    case 'visit':
      return first(
        await db
          .select({ patientId: visitRecords.patientAccountId })
          .from(visitRecords)
          .where(
            and(
              eq(visitRecords.organizationKey, organizationKey),
              eq(visitRecords.appointmentId, subject),
              section === 'waiting' ? isNull(visitRecords.startsAt) : isNotNull(visitRecords.startsAt),
            ),
          ),
      );
    case 'documents':
      return first(
        await db
          .select({ patientId: consultationRecords.patientAccountId })
          .from(consultationRecords)
          .where(
            and(
              eq(consultationRecords.organizationKey, organizationKey),
              eq(consultationRecords.chatId, subject),
              isNotNull(consultationRecords.completedAt),
            ),
          ),
      );
    case 'mail':
      return first(
        await db
          .select({ patientId: mailMessages.patientAccountId })
          .from(mailMessages)
          .where(
            and(
              eq(mailMessages.organizationKey, organizationKey),
              eq(mailMessages.id, subject),
              isNotNull(mailMessages.patientAccountId),
            ),
          ),
      );
  }
}

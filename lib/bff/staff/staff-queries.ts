import 'server-only';
import { and, asc, count, desc, eq, ilike, max, or, sql, type SQL } from 'drizzle-orm';
import { pagedEnvelope, type PagedData } from '@/lib/contract';
import type { StaffAuditRow, StaffPatientRow } from '@/lib/contract/bff';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { auditLog, patientAccounts, requestLog, staffAccounts } from '@/lib/db/app-schema';

interface Page {
  page: number;
  size: number;
}

function pagedData<T>({ items, total, page, size }: Page & { items: T[]; total: number }) {
  return pagedEnvelope({ items, total, page, size }).data;
}

/** `%text%` for ILIKE, with the pattern characters of the text itself taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The organization's patient accounts, newest first, optionally those whose name or e-mail contains `q`;
 * names are the copies kept for this list, last activity the newest logged service call for the patient.
 */
export async function listPatientsOfOrganization({
  organizationKey,
  q,
  page,
  size,
}: Page & { organizationKey: string; q?: string }): Promise<PagedData<StaffPatientRow>> {
  const db = await getAppDatabase();
  const conditions: SQL[] = [eq(patientAccounts.organizationKey, organizationKey)];
  if (q) {
    const pattern = containsPattern(q);
    const fullName = sql`coalesce(${patientAccounts.firstName}, '') || ' ' || coalesce(${patientAccounts.lastName}, '')`;
    conditions.push(or(ilike(patientAccounts.email, pattern), sql`${fullName} ilike ${pattern}`)!);
  }
  const where = and(...conditions);
  const lastActivity = db
    .select({ patientAccountId: requestLog.patientAccountId, at: max(requestLog.at).as('last_at') })
    .from(requestLog)
    .where(eq(requestLog.organizationKey, organizationKey))
    .groupBy(requestLog.patientAccountId)
    .as('last_activity');
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: patientAccounts.id,
        email: patientAccounts.email,
        firstName: patientAccounts.firstName,
        lastName: patientAccounts.lastName,
        createdAt: patientAccounts.createdAt,
        lastActivityAt: lastActivity.at,
      })
      .from(patientAccounts)
      .leftJoin(lastActivity, eq(lastActivity.patientAccountId, patientAccounts.id))
      .where(where)
      .orderBy(desc(patientAccounts.createdAt), asc(patientAccounts.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(patientAccounts).where(where),
  ]);
  const items = rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastActivityAt: row.lastActivityAt ? new Date(row.lastActivityAt).toISOString() : null,
  }));
  return pagedData({ items, total: counted?.total ?? 0, page, size });
}

/** The organization's audit records (through the staff member who acted), newest first. */
export async function listAuditOfOrganization({
  organizationKey,
  patientAccountId,
  page,
  size,
  staffAccountId,
  action,
}: Page & {
  organizationKey: string;
  patientAccountId?: string;
  staffAccountId?: string;
  action?: string;
}): Promise<PagedData<StaffAuditRow>> {
  const db = await getAppDatabase();
  const conditions: SQL[] = [eq(staffAccounts.organizationKey, organizationKey)];
  if (patientAccountId !== undefined) conditions.push(eq(auditLog.patientAccountId, patientAccountId));
  if (staffAccountId !== undefined) conditions.push(eq(auditLog.staffAccountId, staffAccountId));
  if (action) conditions.push(eq(auditLog.action, action));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        staffAccountId: auditLog.staffAccountId,
        staffEmail: staffAccounts.email,
        action: auditLog.action,
        patientAccountId: auditLog.patientAccountId,
        detail: auditLog.detail,
      })
      .from(auditLog)
      .innerJoin(staffAccounts, eq(staffAccounts.id, auditLog.staffAccountId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(size)
      .offset((page - 1) * size),
    db
      .select({ total: count() })
      .from(auditLog)
      .innerJoin(staffAccounts, eq(staffAccounts.id, auditLog.staffAccountId))
      .where(where),
  ]);
  const items = rows.map((row) => ({ ...row, at: row.at.toISOString() }));
  return pagedData({ items, total: counted?.total ?? 0, page, size });
}

import 'server-only';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { pagedEnvelope } from '@/lib/contract';
import { getAppDatabase } from '@/lib/bff/app-database';
import { auditLog, patientAccounts, staffAccounts } from '@/lib/db/app-schema';

interface Page {
  page: number;
  size: number;
}

function pagedData<T>({ items, total, page, size }: Page & { items: T[]; total: number }) {
  return pagedEnvelope({ items, total, page, size }).data;
}

/** The organization's patient accounts, newest first; names are the copies kept for this list. */
export async function listPatientsOfOrganization({
  organizationKey,
  page,
  size,
}: Page & { organizationKey: string }) {
  const db = await getAppDatabase();
  const inOrganization = eq(patientAccounts.organizationKey, organizationKey);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: patientAccounts.id,
        email: patientAccounts.email,
        firstName: patientAccounts.firstName,
        lastName: patientAccounts.lastName,
        createdAt: patientAccounts.createdAt,
      })
      .from(patientAccounts)
      .where(inOrganization)
      .orderBy(desc(patientAccounts.createdAt), asc(patientAccounts.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(patientAccounts).where(inOrganization),
  ]);
  const items = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return pagedData({ items, total: counted?.total ?? 0, page, size });
}

/** The organization's audit records (through the staff member who acted), newest first. */
export async function listAuditOfOrganization({
  organizationKey,
  patientAccountId,
  page,
  size,
}: Page & { organizationKey: string; patientAccountId?: string }) {
  const db = await getAppDatabase();
  const conditions: SQL[] = [eq(staffAccounts.organizationKey, organizationKey)];
  if (patientAccountId !== undefined) conditions.push(eq(auditLog.patientAccountId, patientAccountId));
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

import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { auditLog } from '@/lib/db/app-schema';
import { getAppDatabase } from '@/lib/bff/records/app-database';

/** What a staff member did, and to which patient; `detail` must hold no clinical text. */
export async function recordAudit({
  staffAccountId,
  action,
  patientAccountId = null,
  detail = {},
  at = new Date(),
}: {
  staffAccountId: string;
  action: string;
  patientAccountId?: string | null;
  detail?: Record<string, unknown>;
  at?: Date;
}): Promise<void> {
  const db = await getAppDatabase();
  await db.insert(auditLog).values({ at, staffAccountId, action, patientAccountId, detail });
}

export async function listAuditForPatient({
  patientAccountId,
  limit = 100,
}: {
  patientAccountId: string;
  limit?: number;
}) {
  const db = await getAppDatabase();
  return db
    .select()
    .from(auditLog)
    .where(eq(auditLog.patientAccountId, patientAccountId))
    .orderBy(desc(auditLog.at))
    .limit(limit);
}

import 'server-only';
import { eq } from 'drizzle-orm';
import type { ReminderPreference } from '@/lib/contract/bff';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { patientAccounts } from '@/lib/db/app-schema';

/** Read from the row, not the session's cached account: the scheduler reads the same column. */
export async function readReminderPreference(patientAccountId: string): Promise<ReminderPreference> {
  const db = await getAppDatabase();
  const [row] = await db
    .select({ remindersEnabled: patientAccounts.remindersEnabled })
    .from(patientAccounts)
    .where(eq(patientAccounts.id, patientAccountId))
    .limit(1);
  return { remindersEnabled: row?.remindersEnabled ?? true };
}

/** Off: reminders due from now on are skipped; on again: those still planned are sent. */
export async function saveReminderPreference(
  patientAccountId: string,
  { remindersEnabled }: ReminderPreference,
): Promise<ReminderPreference> {
  const db = await getAppDatabase();
  await db.update(patientAccounts).set({ remindersEnabled }).where(eq(patientAccounts.id, patientAccountId));
  return { remindersEnabled };
}

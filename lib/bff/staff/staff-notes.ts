import 'server-only';
import { eq } from 'drizzle-orm';
import type { StaffNote } from '@/lib/contract/bff';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { staffAccounts, staffNotes } from '@/lib/db/app-schema';

/** The staff note about a patient, with who last wrote it; null when there is none. */
export async function readStaffNote(patientAccountId: string): Promise<StaffNote | null> {
  const db = await getAppDatabase();
  const [row] = await db
    .select({ note: staffNotes.note, updatedAt: staffNotes.updatedAt, updatedByEmail: staffAccounts.email })
    .from(staffNotes)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffNotes.updatedByStaffId))
    .where(eq(staffNotes.patientAccountId, patientAccountId))
    .limit(1);
  return row ? { ...row, updatedAt: row.updatedAt.toISOString() } : null;
}

/** Saves the note; empty text removes it, so that the patient's next chat carries no context. */
export async function saveStaffNote({
  patientAccountId,
  note,
  staffAccountId,
}: {
  patientAccountId: string;
  note: string;
  staffAccountId: string;
}): Promise<StaffNote | null> {
  const db = await getAppDatabase();
  if (note === '') {
    await db.delete(staffNotes).where(eq(staffNotes.patientAccountId, patientAccountId));
    return null;
  }
  const updatedAt = new Date();
  await db
    .insert(staffNotes)
    .values({ patientAccountId, note, updatedAt, updatedByStaffId: staffAccountId })
    .onConflictDoUpdate({
      target: staffNotes.patientAccountId,
      set: { note, updatedAt, updatedByStaffId: staffAccountId },
    });
  return readStaffNote(patientAccountId);
}

/** The context the BFF gives a patient's new chat: the staff note, or nothing. */
export async function promptContextForNewChat(patientAccountId: string): Promise<string | undefined> {
  return (await readStaffNote(patientAccountId))?.note;
}

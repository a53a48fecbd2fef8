import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import { consultationRecords, type RecordedCallToAction } from '@/lib/db/app-schema';
import { getAppDatabase } from './app-database';

export type ConsultationRecord = typeof consultationRecords.$inferSelect;

/** The artifact ids of `ai_consultation.complete`. */
export interface CompletedArtifacts {
  longSummary: string;
  shortSummary: string;
  soapNote: string;
}

// A chat id already recorded for another patient is left alone: ids come from the service, which scopes
// chats to one user, so such a row can only be a mistake.
const samePatient = sql`${consultationRecords.patientAccountId} = excluded.patient_account_id`;

export async function recordConsultationCompletion({
  patientAccountId,
  chatId,
  artifacts,
  completedAt = new Date(),
}: {
  patientAccountId: string;
  chatId: string;
  artifacts: CompletedArtifacts;
  completedAt?: Date;
}): Promise<void> {
  const db = await getAppDatabase();
  const values = {
    longSummaryArtifactId: artifacts.longSummary,
    shortSummaryArtifactId: artifacts.shortSummary,
    soapNoteArtifactId: artifacts.soapNote,
    completedAt,
  };
  await db
    .insert(consultationRecords)
    .values({ chatId, patientAccountId, ...values })
    .onConflictDoUpdate({ target: consultationRecords.chatId, set: values, setWhere: samePatient });
}

export async function recordCallToAction({
  patientAccountId,
  chatId,
  cta,
}: {
  patientAccountId: string;
  chatId: string;
  cta: RecordedCallToAction;
}): Promise<void> {
  const db = await getAppDatabase();
  await db
    .insert(consultationRecords)
    .values({ chatId, patientAccountId, cta })
    .onConflictDoUpdate({ target: consultationRecords.chatId, set: { cta }, setWhere: samePatient });
}

/** Newest first. */
export async function listConsultations({
  patientAccountId,
}: {
  patientAccountId: string;
}): Promise<ConsultationRecord[]> {
  const db = await getAppDatabase();
  return db
    .select()
    .from(consultationRecords)
    .where(eq(consultationRecords.patientAccountId, patientAccountId))
    .orderBy(desc(consultationRecords.createdAt));
}

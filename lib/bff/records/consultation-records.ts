import 'server-only';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AiConsultationCompleteEvent } from '@/lib/contract';
import type { RecordedCallToAction } from '@/lib/contract/bff';
import { consultationRecords } from '@/lib/db/app-schema';
import { getAppDatabase } from '@/lib/bff/records/app-database';

export type ConsultationRecord = typeof consultationRecords.$inferSelect;

/** A consultation whose `ai_consultation.complete` has been recorded. */
export type CompletedChatRecord = ConsultationRecord & { completedAt: Date };

/** The artifact ids of `ai_consultation.complete`. */
export type CompletedArtifacts = AiConsultationCompleteEvent['artifacts'];

/** A chat of one organization: chat ids are the service's, unique only within an organization. */
export interface ConsultationKey {
  organizationKey: string;
  chatId: string;
}

const recordKey = [consultationRecords.organizationKey, consultationRecords.chatId];

// A chat id already recorded for another patient of the organization is left alone: the service scopes
// chats to one user, so such a row can only be a mistake.
const samePatient = sql`${consultationRecords.patientAccountId} = excluded.patient_account_id`;

export async function recordConsultationCompletion({
  organizationKey,
  patientAccountId,
  chatId,
  artifacts,
  completedAt = new Date(),
}: ConsultationKey & {
  patientAccountId: string;
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
    .values({ organizationKey, chatId, patientAccountId, ...values })
    .onConflictDoUpdate({ target: recordKey, set: values, setWhere: samePatient });
}

export async function recordCallToAction({
  organizationKey,
  patientAccountId,
  chatId,
  cta,
}: ConsultationKey & {
  patientAccountId: string;
  cta: RecordedCallToAction;
}): Promise<void> {
  const db = await getAppDatabase();
  await db
    .insert(consultationRecords)
    .values({ organizationKey, chatId, patientAccountId, cta })
    .onConflictDoUpdate({ target: recordKey, set: { cta }, setWhere: samePatient });
}

/**
 * Newest first. With `completedOnly`, only consultations that completed (a chat with a call to action but
 * no `ai_consultation.complete` is not one), newest completion first.
 */
export async function listConsultations(options: {
  organizationKey: string;
  patientAccountId: string;
  completedOnly: true;
}): Promise<CompletedChatRecord[]>;
export async function listConsultations(options: {
  organizationKey: string;
  patientAccountId: string;
  completedOnly?: boolean;
}): Promise<ConsultationRecord[]>;
export async function listConsultations({
  organizationKey,
  patientAccountId,
  completedOnly = false,
}: {
  organizationKey: string;
  patientAccountId: string;
  completedOnly?: boolean;
}): Promise<ConsultationRecord[]> {
  const db = await getAppDatabase();
  const ofPatient = and(
    eq(consultationRecords.organizationKey, organizationKey),
    eq(consultationRecords.patientAccountId, patientAccountId),
  );
  if (completedOnly) {
    return db
      .select()
      .from(consultationRecords)
      .where(and(ofPatient, isNotNull(consultationRecords.completedAt)))
      .orderBy(desc(consultationRecords.completedAt), desc(consultationRecords.createdAt));
  }
  return db.select().from(consultationRecords).where(ofPatient).orderBy(desc(consultationRecords.createdAt));
}

import 'server-only';
import type { CompletedChat } from '@/lib/contract/bff';
import { listConsultations, type ConsultationRecord } from '@/lib/bff/accounts';

function toCompletedChat(record: ConsultationRecord & { completedAt: Date }): CompletedChat {
  return {
    chatId: record.chatId,
    completedAt: record.completedAt.toISOString(),
    artifacts: {
      longSummary: record.longSummaryArtifactId,
      shortSummary: record.shortSummaryArtifactId,
      soapNote: record.soapNoteArtifactId,
    },
    cta: record.cta,
  };
}

/**
 * Only consultations that completed: a chat with a call to action but no `ai_consultation.complete` is
 * not one. Newest completion first.
 */
export async function listCompletedChats(patient: {
  id: string;
  organizationKey: string;
}): Promise<CompletedChat[]> {
  const records = await listConsultations({
    organizationKey: patient.organizationKey,
    patientAccountId: patient.id,
    completedOnly: true,
  });
  return records.map(toCompletedChat);
}

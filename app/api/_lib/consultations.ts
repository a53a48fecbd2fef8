import 'server-only';
import { listConsultations, type ConsultationRecord } from '@/lib/bff/accounts';

/** A completed consultation as the browser sees it: its chat, its documents' ids and its call to action. */
export interface CompletedConsultation {
  chatId: string;
  completedAt: string;
  artifacts: { longSummary: string | null; shortSummary: string | null; soapNote: string | null };
  cta: ConsultationRecord['cta'];
}

function toCompletedConsultation(record: ConsultationRecord & { completedAt: Date }): CompletedConsultation {
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
export async function listCompletedConsultations(patientAccountId: string): Promise<CompletedConsultation[]> {
  const records = await listConsultations({ patientAccountId, completedOnly: true });
  return records.map(toCompletedConsultation);
}

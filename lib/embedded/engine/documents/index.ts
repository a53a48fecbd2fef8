import { chooseCta } from '@/lib/embedded/engine/intake/care-advice';
import type { IntakeState } from '@/lib/embedded/engine/intake/state';
import type { ConsultationDocuments, CtaSkillCode, DocumentContext } from '@/lib/embedded/engine/types';
import { writeLongSummary } from './long-summary';
import { writeShortSummary } from './short-summary';
import { writeSoapNote } from './soap-note';

export function writeConsultationDocuments(
  state: IntakeState,
  context: DocumentContext,
): ConsultationDocuments {
  // After an escalation no routine follow-up is offered; otherwise use the one the patient was shown.
  const cta: CtaSkillCode | null =
    state.escalation !== null ? null : (state.outcome?.cta ?? chooseCta(state));
  return {
    longSummary: writeLongSummary(state, context, cta),
    shortSummary: writeShortSummary(state, context, cta),
    soapNote: writeSoapNote(state, context, cta),
  };
}

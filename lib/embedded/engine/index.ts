// The clinical intake engine of the embedded service: a deterministic, rule-based conversation that the
// stream handler calls once per user turn, plus the consultation documents written from its state.

import type { IntakeState } from './intake/state';

export type { IntakeState } from './intake/state';
export type {
  ConsultationDocuments,
  CtaSkillCode,
  CtaWidget,
  DocumentContext,
  EndReason,
  PatientDetails,
  TurnInput,
  TurnOutput,
} from './types';
export { createIntakeState } from './intake/state';
export { runIntakeTurn } from './intake/turn';
export { writeConsultationDocuments } from './documents/index';
export { splitReplyIntoChunks } from './chunks';
export { GUARDIAN_IDS, type GuardianId } from './safety/guardians';
export { PRESENTATIONS } from './knowledge/index';

export function isConsultationOver(state: IntakeState): boolean {
  return state.end !== null;
}

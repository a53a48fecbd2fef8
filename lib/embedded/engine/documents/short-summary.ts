import { chiefPresentation } from '@/lib/embedded/engine/intake/plan';
import type { IntakeState } from '@/lib/embedded/engine/intake/state';
import {
  onsetPhrase,
  reportedSymptoms,
  severityPhrase,
  trendPhrase,
  warningSignSummary,
} from '@/lib/embedded/engine/intake/summary';
import { guardianDefinition, isGuardianId } from '@/lib/embedded/engine/safety/guardians';
import { joinWithAnd } from '@/lib/embedded/engine/text/numbers';
import type { CtaSkillCode, DocumentContext } from '@/lib/embedded/engine/types';
import { listFactInline, unansweredQuestion, patientParts } from './parts';
import { followUpText } from './plan-text';

/** Four or five lines a clinician can read at a glance. */
export function writeShortSummary(
  state: IntakeState,
  context: DocumentContext,
  cta: CtaSkillCode | null,
): string {
  const presentation = chiefPresentation(state);
  const patient = patientParts(context.patient, context.completedAt);
  const who = patient.length > 0 ? `${patient.join(', ')} — ` : '';
  const details = [
    onsetPhrase(state),
    trendPhrase(state),
    severityPhrase(state) && `severity ${severityPhrase(state)}`,
  ].filter((part): part is string => typeof part === 'string' && part.length > 0);
  const lines = [
    `${who}**${presentation?.label ?? 'No specific concern identified'}**${details.length > 0 ? `: ${details.join(', ')}.` : '.'}`,
  ];
  const reported = reportedSymptoms(state);
  lines.push(
    `Also reported: ${reported.length > 0 ? joinWithAnd(reported) : 'nothing further'}. Warning signs: ${warningSignSummary(state)}.`,
  );
  lines.push(
    `Medications: ${listFactInline(state.medications, 'none', unansweredQuestion(state, 'medications'))}. Allergies: ${listFactInline(state.allergies, 'none known', unansweredQuestion(state, 'allergies'))}. History: ${listFactInline(state.conditions, 'none', unansweredQuestion(state, 'conditions'))}.`,
  );
  if (state.escalation !== null) {
    const id = state.escalation.guardianId;
    lines.push(
      `Safety escalation: ${isGuardianId(id) ? guardianDefinition(id).condition : id} — directed to emergency help.`,
    );
  }
  if (cta !== null) lines.push(`Next step: ${followUpText(state, cta)}`);
  return `${lines.join('\n\n')}\n`;
}

import { chiefPresentation } from '../intake/plan';
import type { IntakeState } from '../intake/state';
import {
  onsetPhrase,
  reportedSymptoms,
  severityPhrase,
  trendPhrase,
  warningSignSummary,
} from '../intake/summary';
import { guardianDefinition, isGuardianId } from '../safety/guardians';
import { joinWithAnd } from '../text/numbers';
import type { CtaSkillCode, DocumentContext } from '../types';
import { listFactInline, patientParts } from './parts';
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
    `Medications: ${listFactInline(state.medications, 'none')}. Allergies: ${listFactInline(state.allergies, 'none known')}. History: ${listFactInline(state.conditions, 'none')}.`,
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

import type { TurnOutput } from '@/lib/embedded/engine/types';
import { joinWithAnd } from '@/lib/embedded/engine/text/numbers';
import { CTA_LABEL, CTA_WIDGET, chooseCta, nextStepsSentence } from './care-advice';
import { chiefPresentation } from './plan';
import { pendingQuestion, type IntakeState } from './state';
import {
  associatedPresentations,
  onsetPhrase,
  reportedSymptoms,
  severityPhrase,
  trendPhrase,
  warningSignSummary,
} from './summary';

export const COMPLETE_MESSAGE =
  'This consultation is complete. A summary has been prepared for your care team.';

function closingText(state: IntakeState, cta: ReturnType<typeof chooseCta>): string {
  const presentation = chiefPresentation(state);
  if (presentation === null) {
    return `We’ve reached the end of this consultation without pinning down a specific health concern. ${nextStepsSentence(state, cta)} If you ever have severe symptoms, call 911.`;
  }
  const timing = [onsetPhrase(state), trendPhrase(state)].filter((part): part is string => part !== null);
  const also = [
    ...reportedSymptoms(state),
    ...associatedPresentations(state).map((other) => other.label.toLowerCase()),
  ];
  const lines = [
    'Thank you — that’s everything I need. Here’s a quick summary:',
    '',
    `- **Main concern:** ${presentation.label.toLowerCase()}${timing.length > 0 ? ` — ${timing.join(', ')}` : ''}`,
  ];
  const severity = severityPhrase(state);
  if (severity) lines.push(`- **Severity:** ${severity}`);
  if (also.length > 0) lines.push(`- **Also mentioned:** ${joinWithAnd(also)}`);
  lines.push(
    `- **Warning signs:** ${warningSignSummary(state)}`,
    '',
    `**Next steps:** ${nextStepsSentence(state, cta)}`,
  );
  const tips = presentation.selfCare.slice(0, 2);
  if (tips.length > 0) lines.push('', `In the meantime: ${tips.join(' ')}`);
  lines.push(
    '',
    `Get urgent help if ${joinWithAnd(presentation.seekCareIf.slice(0, 3), 'or')}. In an emergency, call 911.`,
    '',
    'This isn’t a diagnosis — a clinician will review your answers.',
  );
  return lines.join('\n');
}

/** Ends the intake: closing message, call to action, end and completion, in that order. */
export function closeConsultation(
  state: IntakeState,
  lead: readonly string[],
  closedBy: 'patient' | 'turn_limit' | 'questions_complete',
): TurnOutput[] {
  const pending = pendingQuestion(state);
  if (pending !== null && pending.answer === null) pending.outcome = 'not_answered';
  state.pendingQuestionId = null;
  const cta = chooseCta(state);
  state.outcome = { cta, closedBy };
  state.end = { reason: 'consultation_complete', message: COMPLETE_MESSAGE };
  const text = [lead.filter((part) => part.length > 0).join(' '), closingText(state, cta)]
    .filter((part) => part.length > 0)
    .join('\n\n');
  return [
    { kind: 'reply', text },
    { kind: 'cta', skillCode: cta, widget: CTA_WIDGET[cta], text: CTA_LABEL[cta] },
    { kind: 'end', reason: 'consultation_complete', message: COMPLETE_MESSAGE },
    { kind: 'complete' },
  ];
}

import { chiefPresentation } from '@/lib/embedded/engine/intake/plan';
import type { IntakeState } from '@/lib/embedded/engine/intake/state';
import {
  onsetPhrase,
  pregnancyFact,
  pregnancyPhrase,
  severityPhrase,
  trendPhrase,
} from '@/lib/embedded/engine/intake/summary';
import { withoutArticle } from '@/lib/embedded/engine/intake/reflect';
import { capitalize } from '@/lib/embedded/engine/text/numbers';
import { guardianDefinition, isGuardianId } from '@/lib/embedded/engine/safety/guardians';
import type { CtaSkillCode, DocumentContext } from '@/lib/embedded/engine/types';
import { associatedSentence, redFlagStatus } from './findings';
import { blockquote, contextSection, headerLines, listFactInline, unansweredQuestion, quoted } from './parts';
import { followUpText } from './plan-text';

function subjective(state: IntakeState): string[] {
  const presentation = chiefPresentation(state);
  const lines = ['## Subjective', ''];
  if (state.chief === null || presentation === null) {
    lines.push('**Chief complaint:** none identified during the intake.');
  } else {
    lines.push(`**Chief complaint:** ${presentation.label}`, '', blockquote(state.chief.statement));
  }
  const history = [
    onsetPhrase(state),
    trendPhrase(state),
    severityPhrase(state) && `severity ${severityPhrase(state)}`,
  ].filter((part): part is string => typeof part === 'string' && part.length > 0);
  const subject = presentation?.label ?? 'Symptoms';
  lines.push(
    '',
    `**History of present illness:** ${history.length > 0 ? `${subject} — ${history.join('; ')}.` : 'Timing and severity not established.'}`,
  );
  lines.push('', `**Associated symptoms:** ${associatedSentence(state)}`);
  const screened = state.redFlags.map((flag) => `${flag.label}: ${flag.answer}`);
  for (const flag of presentation?.redFlags ?? []) {
    const asked = state.asked.find((question) => question.id === `red_flag:${flag.id}`);
    const recorded = state.redFlags.some((finding) => finding.id === flag.id);
    if (asked?.outcome === 'not_answered' && !recorded) screened.push(`${flag.label}: asked, not answered`);
  }
  lines.push(
    '',
    `**Red flags screened:** ${screened.length > 0 ? `${screened.join('; ')}.` : 'none screened.'}`,
  );
  lines.push(
    '',
    `**Medications:** ${listFactInline(state.medications, 'none', unansweredQuestion(state, 'medications'))}.`,
  );
  lines.push(
    '',
    `**Allergies:** ${listFactInline(state.allergies, 'no known allergies', unansweredQuestion(state, 'allergies'))}.`,
  );
  lines.push(
    '',
    `**Past medical history:** ${listFactInline(state.conditions, 'none reported', unansweredQuestion(state, 'conditions'))}.`,
  );
  const pregnancy = pregnancyFact(state);
  if (pregnancy) lines.push('', `**Pregnancy:** ${pregnancyPhrase(pregnancy)}.`);
  for (const note of state.notes) lines.push('', `**Additional information:** ${quoted(note)}`);
  lines.push('', ...contextSection(state, '### Context supplied by the organization'));
  return lines;
}

function objective(state: IntakeState): string[] {
  const lines = [
    '## Objective',
    '',
    'No physical examination or vital signs were obtained: this was a remote, text-based intake.',
    '',
    'Self-reported:',
  ];
  const reported: string[] = [];
  const severity = severityPhrase(state);
  if (severity) reported.push(`Severity ${severity}`);
  for (const finding of state.findings.filter((item) => item.present))
    reported.push(`${capitalize(withoutArticle(finding.label))} (patient-reported, not measured)`);
  for (const flag of state.redFlags.filter((item) => item.answer === 'yes'))
    reported.push(`${capitalize(flag.label)} (patient-reported, not examined)`);
  return [
    ...lines,
    ...(reported.length > 0
      ? reported.map((item) => `- ${item}`)
      : ['- No measurements or findings were self-reported.']),
  ];
}

function escalatedCondition(guardianId: string): string {
  return isGuardianId(guardianId) ? guardianDefinition(guardianId).condition : guardianId;
}

function assessment(state: IntakeState): string[] {
  const presentation = chiefPresentation(state);
  const lines = ['## Assessment', ''];
  if (presentation === null) {
    lines.push(
      'No specific presentation was identified; a clinician review is needed to clarify the concern.',
    );
  } else {
    const impression =
      state.escalation !== null
        ? `a possible emergency (${escalatedCondition(state.escalation.guardianId).toLowerCase()}) needing immediate in-person assessment`
        : presentation.impression;
    lines.push(`Working impression: presentation consistent with ${impression}.`, '', 'Differential:');
    presentation.differential.forEach((item, index) => lines.push(`${index + 1}. ${item}`));
  }
  lines.push(
    '',
    `Red-flag status: ${redFlagStatus(state)}`,
    '',
    'This is a working impression from a remote intake, not a diagnosis.',
  );
  return lines;
}

function plan(state: IntakeState, cta: CtaSkillCode | null): string[] {
  const presentation = chiefPresentation(state);
  const lines = ['## Plan', ''];
  if (state.escalation !== null)
    lines.push(
      '- **Emergency:** patient directed to call 911 or attend the emergency department (or 988 for a mental health crisis); intake stopped.',
    );
  if (presentation) {
    lines.push(`- **Self-care:** ${presentation.selfCare.join(' ')}`);
    lines.push(`- **Seek urgent care if:** ${presentation.seekCareIf.join('; ')}. Call 911 in an emergency.`);
  }
  if (cta !== null) lines.push(`- **Follow-up:** ${followUpText(state, cta)}`);
  if (lines.length === 2) lines.push('- Clinician review of this intake.');
  return lines;
}

export function writeSoapNote(
  state: IntakeState,
  context: DocumentContext,
  cta: CtaSkillCode | null,
): string {
  const sections = [
    ['# SOAP note', '', ...headerLines(context)],
    subjective(state),
    objective(state),
    assessment(state),
    plan(state, cta),
  ];
  return `${sections.map((section) => section.join('\n')).join('\n\n')}\n`;
}

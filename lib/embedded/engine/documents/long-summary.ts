import { CTA_LABEL } from '@/lib/embedded/engine/intake/care-advice';
import { chiefPresentation } from '@/lib/embedded/engine/intake/plan';
import type { IntakeState } from '@/lib/embedded/engine/intake/state';
import {
  associatedPresentations,
  onsetPhrase,
  pregnancyFact,
  pregnancyPhrase,
  severityPhrase,
  trendPhrase,
} from '@/lib/embedded/engine/intake/summary';
import type { CtaSkillCode, DocumentContext } from '@/lib/embedded/engine/types';
import { associatedLines, redFlagLines } from './findings';
import {
  blockquote,
  contextSection,
  headerLines,
  listFactLines,
  NOT_A_DIAGNOSIS,
  quoted,
  unansweredQuestion,
} from './parts';
import { markdownInline } from './markdown-text';
import { followUpText } from './plan-text';

function reasonSection(state: IntakeState): string[] {
  const presentation = chiefPresentation(state);
  if (state.chief === null || presentation === null)
    return ['## Reason for consultation', '', 'No specific health concern was identified during the intake.'];
  return [
    '## Reason for consultation',
    '',
    `**${presentation.label}** (${presentation.system}). In the patient’s words:`,
    '',
    blockquote(state.chief.statement),
  ];
}

function historySection(state: IntakeState): string[] {
  const lines = ['## History of present illness', ''];
  const onset = onsetPhrase(state);
  if (onset)
    lines.push(`- Onset: ${onset}${state.onset?.onsetDate ? ` (around ${state.onset.onsetDate})` : ''}`);
  if (state.onset?.sudden != null) lines.push(`- Came on: ${state.onset.sudden ? 'suddenly' : 'gradually'}`);
  const trend = trendPhrase(state);
  if (trend) lines.push(`- Course: ${trend}`);
  const severity = severityPhrase(state);
  if (severity) lines.push(`- Severity: ${severity}`);
  for (const question of state.asked.filter((asked) =>
    ['onset', 'duration', 'course', 'severity'].includes(asked.kind),
  )) {
    if (question.answer !== null)
      // A question's wording can repeat what the patient said ("Apart from …"): text, like the answer.
      lines.push(`- Asked “${markdownInline(question.text)}” — answered ${quoted(question.answer, '    ')}`);
  }
  for (const record of state.associated) {
    const other = associatedPresentations(state).find(
      (presentation) => presentation.id === record.presentationId,
    );
    if (other) lines.push(`- Also raised: ${other.label} — ${quoted(record.statement, '    ')}`);
  }
  for (const note of state.notes)
    lines.push(`- Additional information from the patient: ${quoted(note, '    ')}`);
  if (lines.length === 2) lines.push('No further details were given.');
  return lines;
}

function pregnancySection(state: IntakeState): string[] {
  const fact = pregnancyFact(state);
  const asked = state.asked.find((question) => question.kind === 'pregnancy');
  if (fact === null && asked === undefined) return [];
  const lines = ['## Pregnancy', '', fact ? pregnancyPhrase(fact) : 'Asked; not answered.'];
  if (asked?.answer) lines.push('', `Patient’s words: ${quoted(asked.answer)}`);
  return lines;
}

function nextStepsSection(state: IntakeState, cta: CtaSkillCode | null): string[] {
  const presentation = chiefPresentation(state);
  const lines = ['## Recommended next steps', ''];
  if (state.escalation !== null)
    return [...lines, '- Emergency care: the patient was advised to seek emergency help immediately.'];
  if (cta !== null) lines.push(`- Follow-up: ${followUpText(state, cta)} (offered: “${CTA_LABEL[cta]}”)`);
  for (const tip of presentation?.selfCare ?? []) lines.push(`- Self-care: ${tip}`);
  if (presentation)
    lines.push(`- Seek urgent care if ${presentation.seekCareIf.join('; ')}. In an emergency, call 911.`);
  return lines;
}

export function writeLongSummary(
  state: IntakeState,
  context: DocumentContext,
  cta: CtaSkillCode | null,
): string {
  const sections: string[][] = [
    ['# Consultation summary', '', ...headerLines(context)],
    reasonSection(state),
    historySection(state),
    ['## Associated symptoms', '', ...associatedLines(state)],
    ['## Red flags screened', '', ...redFlagLines(state)],
    [
      '## Medications',
      '',
      ...listFactLines(state.medications, 'None reported.', unansweredQuestion(state, 'medications')),
    ],
    [
      '## Allergies',
      '',
      ...listFactLines(state.allergies, 'No known allergies.', unansweredQuestion(state, 'allergies')),
    ],
    [
      '## Medical history',
      '',
      ...listFactLines(
        state.conditions,
        'No ongoing conditions reported.',
        unansweredQuestion(state, 'conditions'),
      ),
    ],
    pregnancySection(state),
    contextSection(state, '## Context supplied by the organization'),
    nextStepsSection(state, cta),
    ['---', '', `_${NOT_A_DIAGNOSIS}_`],
  ];
  return `${sections
    .filter((section) => section.length > 0)
    .map((section) => section.join('\n'))
    .join('\n\n')}\n`;
}

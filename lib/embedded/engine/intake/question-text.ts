import type { Presentation, SymptomItem } from '@/lib/embedded/engine/knowledge/types';
import { joinWithAnd } from '@/lib/embedded/engine/text/numbers';
import type { QuestionKind } from './state';

export function onsetQuestion(presentation: Presentation): string {
  const hasIt = presentation.plural ? 'have they' : 'has it';
  return presentation.id === 'general_concern'
    ? 'When did this start, and has it been getting better, worse, or staying about the same?'
    : `When did ${presentation.subject} start, and ${hasIt} been getting better, worse, or staying about the same?`;
}

export function courseQuestion(presentation: Presentation): string {
  return `Since it started, ${presentation.plural ? 'have they' : 'has it'} been getting better, worse, or staying about the same?`;
}

export const DURATION_QUESTION =
  'Roughly how long ago did it start — for example a few hours, 3 days, or 2 weeks?';

export function severityQuestion(presentation: Presentation): string {
  if (presentation.severityQuestion) return presentation.severityQuestion;
  const subject = presentation.id === 'general_concern' ? 'it' : presentation.subject;
  return `On a scale of 0 to 10, where 10 is the worst you can imagine, how bad ${presentation.plural ? 'are' : 'is'} ${subject} right now? Mild, moderate or severe is fine too.`;
}

export function associatedQuestion(items: readonly SymptomItem[]): string {
  const labels = items.map((item) => item.label);
  return labels.length === 1
    ? `Have you also noticed ${labels[0]}?`
    : `Have you also noticed any of the following: ${joinWithAnd(labels, 'or')}?`;
}

export const MEDICATIONS_QUESTION =
  'Are you taking any medicines at the moment — including anything from a pharmacy, or supplements? If so, which ones?';
export function otherMedicationsQuestion(known: readonly string[]): string {
  return `Apart from ${joinWithAnd(known)}, are you taking any other medicines at the moment — prescribed, from a pharmacy, or supplements?`;
}
export const ALLERGIES_QUESTION = 'Do you have any allergies — to medicines, foods or anything else?';
export const CONDITIONS_QUESTION =
  'Do you have any ongoing health conditions, such as asthma, diabetes or high blood pressure?';
export const PREGNANCY_QUESTION =
  'If this could apply to you: is there any chance you could be pregnant? (If it doesn’t apply, just say so.)';
export const ANYTHING_ELSE_QUESTION =
  'Is there anything else you’d like the clinician to know? If not, just say “that’s all”.';

const HELP: Record<QuestionKind, string> = {
  onset:
    'I’d like to know roughly when it began — for example “yesterday” or “3 days ago” — and whether it’s improving or getting worse.',
  duration: 'A rough idea is fine — for example “this morning”, “2 days ago” or “about a week”.',
  course: 'I’m asking whether it’s improving, getting worse, or much the same as when it started.',
  severity:
    'Just a number from 0 (no trouble at all) to 10 (the worst you can imagine) — or simply mild, moderate or severe.',
  associated:
    'I’m checking for other symptoms that often come with this. Tell me which of those you have, or say “none”.',
  red_flag: 'I ask this to check for warning signs that need faster care. A simple yes or no is fine.',
  medications:
    'Any medicines you take — prescribed, bought from a pharmacy, or supplements. If none, just say “none”.',
  allergies: 'For example an allergy to penicillin, nuts or latex. If you don’t have any, just say “none”.',
  conditions:
    'Long-term health problems you’ve been diagnosed with, such as asthma or diabetes. If none, say “none”.',
  pregnancy:
    'Some treatments aren’t safe in pregnancy, so it helps to know. If it doesn’t apply to you, just say so.',
  anything_else:
    'Anything you think the clinician should know that we haven’t covered. If not, say “that’s all”.',
};

export function helpFor(kind: QuestionKind): string {
  return HELP[kind];
}

import type { HistoryKind } from '@/lib/embedded/engine/parse/history-mentions';
import { joinWithAnd } from '@/lib/embedded/engine/text/numbers';
import { chiefPresentation, redFlagQuestion, unresolvedItems } from './plan';
import { withoutArticle } from './reflect';
import type { AskedQuestion, IntakeState } from './state';
import { itemsWithCount } from './item-list';

// A question put a second time, in other words, after an answer that did not address it.

const REPHRASED = {
  onset: 'Roughly when did it begin — today, a few days ago, or longer?',
  duration: 'Roughly how long have you had it — hours, days or weeks?',
  course: 'Is it improving, getting worse, or about the same as when it began?',
  severity:
    'How much is it bothering you at the moment — mild, moderate or severe? Or give it a number out of 10.',
  medications:
    'Do you take any medicines regularly, or have you taken anything for this? If not, just say “none”.',
  allergies: 'Are you allergic to anything, such as a medicine or a food? If not, just say “none”.',
  conditions: 'Has a doctor ever told you that you have a long-term health problem? If not, just say “none”.',
  pregnancy: 'Could you be pregnant at the moment? Yes, no, not sure or “doesn’t apply” are all fine.',
  anything_else: 'Is there anything more you’d like the clinician to know? If not, just say “that’s all”.',
} as const;

export function rephrase(state: IntakeState, question: AskedQuestion): string {
  const presentation = chiefPresentation(state);
  if (question.kind === 'red_flag') {
    const flag = presentation ? redFlagQuestion(presentation, question.id) : null;
    return flag
      ? `Just so I don’t miss a warning sign — is this true for you: ${flag.label}? A yes, no or not sure is all I need.`
      : question.text;
  }
  if (question.kind === 'associated') {
    const items = presentation
      ? unresolvedItems(state, presentation).map((item) => withoutArticle(item.label))
      : [];
    return items.length > 0
      ? `Just to check — do you have ${joinWithAnd(items, 'or')}? You can tell me which ones, or say “none”.`
      : question.text;
  }
  return REPHRASED[question.kind];
}

const WHAT = {
  medications: (items: string[]) => `I’ve noted ${joinWithAnd(items)} in your medicines.`,
  allergies: (items: string[]) => `I’ve noted your allergy to ${joinWithAnd(items)}.`,
  conditions: (items: string[]) => `I’ve noted ${joinWithAnd(items)} in your history.`,
} as const;

/** Acknowledges what an off-question answer added, so the patient knows it was not lost. */
export function notedElsewhere(state: IntakeState, kinds: readonly HistoryKind[]): string {
  const parts = kinds.map((kind) => {
    const fact = state[kind];
    return fact?.status === 'listed' ? WHAT[kind](itemsWithCount(fact.items, fact.unlisted)) : '';
  });
  const sentence = parts.filter((part) => part.length > 0).join(' ');
  return sentence.length > 0 ? `Thanks — ${sentence}` : 'Thanks, I’ve noted that.';
}

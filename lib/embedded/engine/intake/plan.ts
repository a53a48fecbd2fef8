import { GENERAL_CONCERN, presentationById } from '@/lib/embedded/engine/knowledge/index';
import type { Presentation, SymptomItem } from '@/lib/embedded/engine/knowledge/types';
import { contextFacts, knownSex } from './context';
import {
  ALLERGIES_QUESTION,
  ANYTHING_ELSE_QUESTION,
  CONDITIONS_QUESTION,
  DURATION_QUESTION,
  MEDICATIONS_QUESTION,
  PREGNANCY_QUESTION,
  associatedQuestion,
  courseQuestion,
  onsetQuestion,
  otherMedicationsQuestion,
  severityQuestion,
} from './question-text';
import { MAX_USER_TURNS, wasAsked, type IntakeState, type QuestionKind } from './state';
import { itemsWithCount } from './item-list';

export interface PlannedQuestion {
  id: string;
  kind: QuestionKind;
  text: string;
}

// When fewer turns remain than questions, the least important questions are dropped first; warning
// signs are never the ones to go.
const PRIORITY: Record<QuestionKind, number> = {
  red_flag: 10,
  onset: 9,
  medications: 8,
  allergies: 8,
  pregnancy: 8,
  severity: 7,
  conditions: 6,
  associated: 5,
  duration: 3,
  course: 3,
  anything_else: 1,
};

export function chiefPresentation(state: IntakeState): Presentation | null {
  return state.chief === null ? null : (presentationById(state.chief.presentationId) ?? GENERAL_CONCERN);
}

export function unresolvedItems(state: IntakeState, presentation: Presentation): SymptomItem[] {
  return presentation.associatedItems.filter(
    (item) => !state.findings.some((finding) => finding.id === item.id),
  );
}

function pregnancyStillUnknown(state: IntakeState): boolean {
  if (state.pregnancy !== null) return false;
  const fromContext = contextFacts(state).pregnancy;
  return fromContext === null || fromContext === 'possible' || fromContext === 'unknown';
}

function candidates(state: IntakeState, presentation: Presentation): PlannedQuestion[] {
  const list: PlannedQuestion[] = [];
  const add = (id: string, kind: QuestionKind, text: string) => {
    if (!wasAsked(state, id)) list.push({ id, kind, text });
  };
  if (state.onset === null && !wasAsked(state, 'onset')) add('onset', 'onset', onsetQuestion(presentation));
  if (state.onset !== null && state.trend === null && !wasAsked(state, 'onset'))
    add('course', 'course', courseQuestion(presentation));
  if (state.onset === null && state.trend !== null && wasAsked(state, 'onset'))
    add('duration', 'duration', DURATION_QUESTION);
  if (state.severity === null) add('severity', 'severity', severityQuestion(presentation));
  const items = unresolvedItems(state, presentation);
  if (items.length > 0) add('associated', 'associated', associatedQuestion(items));
  for (const flag of presentation.redFlags) {
    if (!state.redFlags.some((finding) => finding.id === flag.id))
      add(`red_flag:${flag.id}`, 'red_flag', flag.question);
  }
  // A medicine mentioned in passing is often one taken for this problem, so regular medicines are
  // still asked about; allergies and conditions already stated are not asked again.
  if (state.medications === null) add('medications', 'medications', MEDICATIONS_QUESTION);
  else if (state.medications.status === 'listed')
    add(
      'medications',
      'medications',
      otherMedicationsQuestion(itemsWithCount(state.medications.items, state.medications.unlisted)),
    );
  if (state.allergies === null) add('allergies', 'allergies', ALLERGIES_QUESTION);
  if (state.conditions === null) add('conditions', 'conditions', CONDITIONS_QUESTION);
  if (presentation.pregnancyRelevant && knownSex(state) !== 'male' && pregnancyStillUnknown(state)) {
    add('pregnancy', 'pregnancy', PREGNANCY_QUESTION);
  }
  add('anything_else', 'anything_else', ANYTHING_ELSE_QUESTION);
  return list;
}

/** The next question to ask, or null when the intake has what it needs or has no turns left. */
export function nextQuestion(state: IntakeState): PlannedQuestion | null {
  const presentation = chiefPresentation(state);
  if (presentation === null) return null;
  const list = candidates(state, presentation);
  const slots = MAX_USER_TURNS - state.turnCount;
  while (list.length > Math.max(0, slots)) {
    let weakest = list.length - 1;
    for (let index = list.length - 1; index >= 0; index -= 1) {
      if (PRIORITY[(list[index] as PlannedQuestion).kind] < PRIORITY[(list[weakest] as PlannedQuestion).kind])
        weakest = index;
    }
    list.splice(weakest, 1);
  }
  return list[0] ?? null;
}

export function redFlagQuestion(presentation: Presentation, questionId: string) {
  return presentation.redFlags.find((flag) => `red_flag:${flag.id}` === questionId) ?? null;
}

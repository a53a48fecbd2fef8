import type { RedFlagLevel } from '@/lib/embedded/engine/knowledge/types';
import type { SeverityLevel } from '@/lib/embedded/engine/parse/severity';
import type { Trend } from '@/lib/embedded/engine/parse/trend';
import type { ListStatus } from '@/lib/embedded/engine/parse/free-text-list';
import type { PregnancyStatus, Sex } from '@/lib/embedded/engine/parse/pregnancy';
import type { CtaSkillCode, EndReason } from '@/lib/embedded/engine/types';
import { readContextFacts } from './context-facts';

// The whole conversation state. It holds only plain JSON values so the stream handler can store it
// per chat and hand it back on the next turn unchanged.

export const MAX_USER_TURNS = 10;
export const MAX_CONTEXT_ENTRIES = 20;

export type QuestionKind =
  | 'onset'
  | 'duration'
  | 'course'
  | 'severity'
  | 'associated'
  | 'red_flag'
  | 'medications'
  | 'allergies'
  | 'conditions'
  | 'pregnancy'
  | 'anything_else';

export type AnswerOutcome = 'answered' | 'yes' | 'no' | 'unsure' | 'unclear' | 'not_answered';

export interface AskedQuestion {
  /** "onset", "associated", "red_flag:haemoptysis", … */
  id: string;
  kind: QuestionKind;
  text: string;
  turn: number;
  /** The patient's reply, verbatim. */
  answer: string | null;
  outcome: AnswerOutcome | null;
  /** Set once the question has been asked again in other words after an answer that did not address it. */
  reasked?: boolean;
}

export interface ComplaintRecord {
  presentationId: string;
  /** The message in which the patient raised it, verbatim. */
  statement: string;
  turn: number;
}

export interface OnsetFact {
  startedLabel: string;
  approxDays: number | null;
  onsetDate: string | null;
  sudden: boolean | null;
}

export interface SeverityFact {
  score: number | null;
  level: SeverityLevel;
  /** The lower end of a range the patient gave ("6 or 7"); score is the upper end. */
  low?: number;
}

export interface SymptomFinding {
  id: string;
  label: string;
  present: boolean;
}

export interface RedFlagFinding {
  id: string;
  question: string;
  label: string;
  level: RedFlagLevel;
  answer: 'yes' | 'no' | 'unsure';
  verbatim: string;
  volunteered: boolean;
}

export interface ListFact {
  status: ListStatus;
  /** At most MAX_LIST_ITEMS (item-list.ts), each at most MAX_ITEM_LENGTH characters. */
  items: string[];
  verbatim: string;
  /** Distinct items named beyond the list; absent when there were none (and in states stored before). */
  unlisted?: number;
}

export interface PregnancyFact {
  status: PregnancyStatus;
  source: 'patient' | 'organization';
}

export interface ContextEntry {
  source: 'conversation' | 'message';
  turn: number;
  text: string;
}

export interface IntakeState {
  version: 1;
  turnCount: number;
  contexts: ContextEntry[];
  /** What the organization's context says about the patient, newest statement first. */
  contextFacts: { sex: Sex | null; pregnancy: PregnancyStatus | null };
  chief: ComplaintRecord | null;
  associated: ComplaintRecord[];
  onset: OnsetFact | null;
  trend: Trend | null;
  severity: SeverityFact | null;
  findings: SymptomFinding[];
  redFlags: RedFlagFinding[];
  medications: ListFact | null;
  allergies: ListFact | null;
  conditions: ListFact | null;
  pregnancy: PregnancyFact | null;
  reportedSex: Sex | null;
  notes: string[];
  asked: AskedQuestion[];
  pendingQuestionId: string | null;
  safetySignals: string[];
  offTopicCount: number;
  abuseCount: number;
  escalation: { guardianId: string; turn: number; statement: string } | null;
  outcome: { cta: CtaSkillCode; closedBy: 'patient' | 'turn_limit' | 'questions_complete' } | null;
  end: { reason: EndReason; message: string } | null;
}

export function createIntakeState(input: { conversationPromptContext?: string | null }): IntakeState {
  const context = input.conversationPromptContext?.trim() ? input.conversationPromptContext : null;
  return {
    version: 1,
    turnCount: 0,
    contexts: context === null ? [] : [{ source: 'conversation', turn: 0, text: context }],
    contextFacts: context === null ? { sex: null, pregnancy: null } : readContextFacts(context),
    chief: null,
    associated: [],
    onset: null,
    trend: null,
    severity: null,
    findings: [],
    redFlags: [],
    medications: null,
    allergies: null,
    conditions: null,
    pregnancy: null,
    reportedSex: null,
    notes: [],
    asked: [],
    pendingQuestionId: null,
    safetySignals: [],
    offTopicCount: 0,
    abuseCount: 0,
    escalation: null,
    outcome: null,
    end: null,
  };
}

/** A deep copy; fields missing from a state stored by an earlier version take their initial values. */
export function cloneState(state: IntakeState): IntakeState {
  return { ...createIntakeState({}), ...(JSON.parse(JSON.stringify(state)) as IntakeState) };
}

export function pendingQuestion(state: IntakeState): AskedQuestion | null {
  if (state.pendingQuestionId === null) return null;
  return (
    state.asked.find((question) => question.id === state.pendingQuestionId && question.answer === null) ??
    null
  );
}

export function wasAsked(state: IntakeState, questionId: string): boolean {
  return state.asked.some((question) => question.id === questionId);
}

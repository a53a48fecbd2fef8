import { USER_INPUT_MAX, MESSAGE_PROMPT_CONTEXT_MAX } from '@/lib/contract/event-values';
import { CONVERSATION_PROMPT_CONTEXT_MAX } from '@/lib/contract/chat';
import { createIntakeState, pendingQuestion, type IntakeState } from '@/lib/embedded/engine/intake/state';
import { runIntakeTurn } from '@/lib/embedded/engine/intake/turn';
import type { QuestionKind } from '@/lib/embedded/engine/intake/state';
import type { TurnOutput } from '@/lib/embedded/engine/types';

// The largest and most awkward messages a patient can send, for the test that bounds a turn's work and
// for the benchmark that measures it. Every message is at most USER_INPUT_MAX characters, as the
// contract lets through.

export const WORST_CASE_NOW = new Date('2026-03-05T15:00:00Z');

/**
 * Distinct made-up words, none inside another and none a medicine, symptom or English word: four
 * letters with q, x or j in the middle ("baqa", "mixo") first, then five letters ("babex").
 */
export function distinctWords(count: number): string[] {
  const onsets = ['b', 'd', 'f', 'g', 'k', 'l', 'm', 'n', 'p', 'r', 's', 't', 'v', 'z'];
  const vowels = ['a', 'e', 'i', 'o', 'u'];
  const syllables = onsets.flatMap((onset) => vowels.map((vowel) => `${onset}${vowel}`));
  const short = syllables.flatMap((syllable) =>
    ['q', 'x', 'j'].flatMap((middle) => vowels.map((vowel) => `${syllable}${middle}${vowel}`)),
  );
  const long = syllables.flatMap((first) => syllables.map((second) => `${first}${second}x`));
  const words = [...short, ...long];
  if (count > words.length) throw new Error(`at most ${words.length} distinct words`);
  return words.slice(0, count);
}

/** As many items as fit in a message after the lead-in, joined by the separator. */
export function fillList(
  lead: string,
  separator: string,
  max = USER_INPUT_MAX,
): { text: string; items: string[] } {
  const items: string[] = [];
  let text = lead;
  // A message of `max` characters holds fewer than max / 5 items.
  for (const word of distinctWords(Math.ceil(max / 5))) {
    const next = `${items.length === 0 ? '' : separator}${word}`;
    if (text.length + next.length > max) break;
    text += next;
    items.push(word);
  }
  return { text, items };
}

/** The question a message answers: none (the opening message) or one the intake asks. */
export type Stage =
  | 'opening'
  | Extract<
      QuestionKind,
      'onset' | 'severity' | 'associated' | 'red_flag' | 'medications' | 'allergies' | 'conditions'
    >;

// A cough: the intake asks onset, severity, associated symptoms, two warning signs, then the three
// history questions, each answered plainly.
const PLAIN_ANSWERS: ReadonlyArray<readonly [Stage, string]> = [
  ['opening', 'I have a cough'],
  ['onset', '3 days'],
  ['severity', '5'],
  ['associated', 'no'],
  ['red_flag', 'no'],
  ['red_flag', 'no'],
  ['medications', 'no'],
  ['allergies', 'no'],
  ['conditions', 'no'],
];

export interface TurnRun {
  state: IntakeState;
  outputs: TurnOutput[];
}

export function runTurn(
  state: IntakeState,
  userInput: string,
  messagePromptContext: string | null = null,
): TurnRun {
  return runIntakeTurn(state, {
    userInput,
    messagePromptContext,
    now: WORST_CASE_NOW,
    timezone: 'America/New_York',
  });
}

/** The plain answers that lead a cough consultation to the given question. */
export function answersLeadingTo(stage: Stage): string[] {
  let state = createIntakeState({});
  const sent: string[] = [];
  for (const [, answer] of PLAIN_ANSWERS) {
    const pending = pendingQuestion(state);
    if (stage === 'opening' && state.turnCount === 0) return sent;
    if (pending !== null && pending.kind === stage) return sent;
    state = runTurn(state, answer).state;
    sent.push(answer);
  }
  throw new Error(`the plain cough consultation never asks about ${stage}`);
}

/** A cough consultation driven plainly until the given question is pending. */
export function stateAt(stage: Stage, start: IntakeState = createIntakeState({})): IntakeState {
  return answersLeadingTo(stage).reduce((state, answer) => runTurn(state, answer).state, start);
}

export const STAGES: readonly Stage[] = [
  'opening',
  'onset',
  'severity',
  'associated',
  'red_flag',
  'medications',
  'allergies',
  'conditions',
];

export interface WorstCaseMessage {
  name: string;
  text: string;
}

/** Messages at or near the length limit whose shape once cost more than linear work. */
export function worstCaseMessages(): WorstCaseMessage[] {
  const max = USER_INPUT_MAX;
  const spaces = (lead: string, tail: string) =>
    `${lead}${' '.repeat(max - lead.length - tail.length)}${tail}`;
  return [
    { name: 'allergy list', text: fillList("I'm allergic to ", ', ').text },
    { name: 'medicine list', text: fillList('I take ', ', ').text },
    { name: 'list joined by and', text: fillList('I take ', ' and ').text },
    { name: 'list on new lines', text: fillList('', '\n').text },
    { name: 'whitespace run', text: spaces('a', 'b') },
    { name: 'whitespace after an afterthought', text: spaces('I take ibuprofen makes', 'x') },
    { name: 'whitespace before a sign-off', text: spaces('I take ibuprofen', 'lol.') },
    { name: 'tabs and new lines', text: `cough${' \t\n'.repeat((max - 5) / 3)}` },
    { name: 'one 10,000-character word', text: 'a'.repeat(max) },
    { name: 'a word repeated without spaces', text: 'cough'.repeat(max / 5) },
    { name: 'a symptom repeated', text: 'cough '.repeat(Math.floor(max / 6)) },
    { name: 'negations repeated', text: 'no '.repeat(Math.floor(max / 3)) },
    { name: 'allergic to, repeated', text: 'allergic to '.repeat(Math.floor(max / 12)) },
    { name: 'punctuation only', text: '.,;!?'.repeat(max / 5) },
    { name: 'for, repeated', text: `I take ibuprofen${' for'.repeat(Math.floor((max - 16) / 4))}` },
    { name: 'sign-offs repeated', text: `I take ibuprofen${' lol'.repeat(Math.floor((max - 16) / 4))}` },
    { name: 'digits', text: '1234567890 '.repeat(Math.floor(max / 11)) },
  ];
}

/** A context at its limit, made of clinical-looking sentences. */
export function contextAtLimit(max: number = MESSAGE_PROMPT_CONTEXT_MAX): string {
  const sentence = 'Patient reports a cough and takes ibuprofen 400mg; allergic to penicillin. ';
  return sentence.repeat(Math.ceil(max / sentence.length)).slice(0, max);
}

export const LIMITS = {
  userInput: USER_INPUT_MAX,
  messagePromptContext: MESSAGE_PROMPT_CONTEXT_MAX,
  conversationPromptContext: CONVERSATION_PROMPT_CONTEXT_MAX,
} as const;

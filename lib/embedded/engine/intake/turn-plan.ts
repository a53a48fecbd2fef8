import type { TurnOutput } from '@/lib/embedded/engine/types';
import { closeConsultation } from './closing';
import * as text from './messages';
import { nextQuestion } from './plan';
import { MAX_USER_TURNS, type AskedQuestion, type IntakeState } from './state';

export interface TurnPlan {
  lead: string[];
  /** ask: the next planned question; reask: the pending one again; say: the lead alone; close: finish. */
  next: 'ask' | 'reask' | 'say' | 'close';
  offTopic?: boolean;
  closedBy?: 'patient' | 'questions_complete';
}

/** Turns the plan for this turn into outputs: the reply, or the closing sequence when the intake is done. */
export function finishTurn(state: IntakeState, plan: TurnPlan, pending: AskedQuestion | null): TurnOutput[] {
  const lead = plan.lead.filter((part) => part.length > 0);
  const before: TurnOutput[] = [];
  if (plan.offTopic) {
    state.offTopicCount += 1;
    if (state.offTopicCount >= 3) {
      state.end = { reason: 'repeated_offtopic', message: text.REPEATED_OFF_TOPIC_END };
      return [
        { kind: 'offtopic', message: lead.join(' ') },
        { kind: 'reply', text: text.REPEATED_OFF_TOPIC_END },
        { kind: 'end', reason: 'repeated_offtopic', message: text.REPEATED_OFF_TOPIC_END },
      ];
    }
  }
  const atLimit = state.turnCount >= MAX_USER_TURNS;
  const question = plan.next === 'ask' && !atLimit ? nextQuestion(state) : null;
  const closes = plan.next === 'close' || atLimit || (plan.next === 'ask' && question === null);
  if (closes) {
    if (plan.offTopic) before.push({ kind: 'offtopic', message: text.OFF_TOPIC_LEAD });
    const closedBy =
      atLimit && plan.next !== 'close' ? 'turn_limit' : (plan.closedBy ?? 'questions_complete');
    return [...before, ...closeConsultation(state, lead, closedBy)];
  }
  let prompt = '';
  if (question !== null) {
    state.asked.push({
      id: question.id,
      kind: question.kind,
      text: question.text,
      turn: state.turnCount,
      answer: null,
      outcome: null,
    });
    state.pendingQuestionId = question.id;
    prompt = question.text;
  } else if (plan.next === 'reask' && pending !== null) {
    prompt = pending.text;
  }
  const reply = [...lead, prompt].filter((part) => part.length > 0).join(' ');
  if (plan.offTopic) before.push({ kind: 'offtopic', message: reply });
  return [...before, { kind: 'reply', text: reply }];
}

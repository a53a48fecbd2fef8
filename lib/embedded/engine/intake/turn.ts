import { isAbusive } from '@/lib/embedded/engine/classify/abuse';
import type { TurnInput, TurnOutput } from '@/lib/embedded/engine/types';
import { recordMessageContext } from './context';
import { detectEmergency, escalate } from './emergency';
import * as text from './messages';
import { planForAnswer } from './plan-for-answer';
import { planForOpening } from './plan-for-opening';
import { cloneState, pendingQuestion, type IntakeState } from './state';
import { finishTurn } from './turn-plan';
import { makeUtterance } from './utterance';
import { absorbPersonalFacts } from './volunteered';

// One user turn, in order of precedence: a finished conversation, an emergency, abuse, then the intake.

export function runIntakeTurn(
  previous: IntakeState,
  input: TurnInput,
): { state: IntakeState; outputs: TurnOutput[] } {
  const state = cloneState(previous);
  if (state.end !== null)
    return { state, outputs: [{ kind: 'end', reason: state.end.reason, message: state.end.message }] };
  state.turnCount += 1;
  recordMessageContext(state, input.messagePromptContext);
  const utterance = makeUtterance(input.userInput, input.now, input.timezone);
  const pending = pendingQuestion(state);

  const guardianId = detectEmergency(state, pending, utterance);
  if (guardianId !== null) return { state, outputs: escalate(state, guardianId, pending, utterance) };

  if (isAbusive(utterance.normalized)) {
    state.abuseCount += 1;
    if (state.abuseCount >= 2) {
      state.end = { reason: 'abusive_language', message: text.ABUSE_END };
      return {
        state,
        outputs: [
          { kind: 'reply', text: text.ABUSE_END },
          { kind: 'end', reason: 'abusive_language', message: text.ABUSE_END },
        ],
      };
    }
    const lead = pending ? [text.RESPECT_REQUEST] : [text.RESPECT_REQUEST, text.ASK_FOR_COMPLAINT];
    return { state, outputs: finishTurn(state, { lead, next: pending ? 'reask' : 'say' }, pending) };
  }

  absorbPersonalFacts(state, utterance);
  const plan = pending ? planForAnswer(state, pending, utterance) : planForOpening(state, utterance);
  return { state, outputs: finishTurn(state, plan, pending) };
}

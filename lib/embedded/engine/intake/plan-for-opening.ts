import { isOffTopicRequest } from '../classify/off-topic';
import {
  isAcknowledgement,
  isClarificationRequest,
  isFinishing,
  isGreeting,
  isThanks,
  startsWithGreeting,
} from '../classify/social';
import { hasHealthWords, hasSymptomWords } from '../classify/vocabulary';
import { GENERAL_CONCERN, presentationById } from '../knowledge/index';
import { recognizeComplaints } from '../knowledge/recognize';
import * as text from './messages';
import type { IntakeState } from './state';
import type { TurnPlan } from './turn-plan';
import type { Utterance } from './utterance';
import { absorbComplaints, absorbFindings, absorbOpeningDetails } from './volunteered';

/** Before a complaint is known: greet, invite, redirect, or take the complaint. */
export function planForOpening(state: IntakeState, utterance: Utterance): TurnPlan {
  const normalized = utterance.normalized;
  if (isGreeting(normalized)) return { lead: [text.GREETING_REPLY], next: 'say' };
  if (isThanks(normalized) || isAcknowledgement(normalized))
    return { lead: [text.THANKS_BEFORE_COMPLAINT], next: 'say' };
  if (isFinishing(normalized)) return { lead: [text.FINISH_WITHOUT_COMPLAINT], next: 'say' };
  if (isClarificationRequest(normalized)) return { lead: [text.EXPLAIN_PURPOSE], next: 'say' };

  const recognition = recognizeComplaints(normalized);
  if (recognition.asserted.length === 0 && hasSymptomWords(normalized) && !isOffTopicRequest(normalized)) {
    state.chief = { presentationId: GENERAL_CONCERN.id, statement: utterance.raw, turn: state.turnCount };
  }
  absorbComplaints(state, utterance);
  if (state.chief !== null) {
    absorbFindings(state, utterance);
    absorbOpeningDetails(state, utterance);
    const chief = presentationById(state.chief.presentationId) ?? GENERAL_CONCERN;
    const others = state.associated
      .map((record) => presentationById(record.presentationId))
      .filter((value) => value !== null);
    const started = state.onset?.startedLabel ?? null;
    return {
      lead: [
        text.acknowledgeComplaint(chief, others, startsWithGreeting(normalized), started, state.turnCount),
      ],
      next: 'ask',
    };
  }
  if (recognition.denied.length > 0) return { lead: [text.DENIED_ONLY], next: 'say' };
  if (!isOffTopicRequest(normalized) && hasHealthWords(normalized))
    return { lead: [text.META_REPLY], next: 'say' };
  return { lead: [text.OFF_TOPIC_NO_COMPLAINT], next: 'say', offTopic: true };
}

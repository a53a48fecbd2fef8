import { isOffTopicRequest, looksLikeQuestionOrRequest } from '@/lib/embedded/engine/classify/off-topic';
import {
  isAcknowledgement,
  isClarificationRequest,
  isFinishing,
  isGreeting,
  isThanks,
  startsWithGreeting,
} from '@/lib/embedded/engine/classify/social';
import { hasHealthWords, hasSymptomWords } from '@/lib/embedded/engine/classify/vocabulary';
import { GENERAL_CONCERN, presentationById } from '@/lib/embedded/engine/knowledge/index';
import { recognizeComplaints } from '@/lib/embedded/engine/knowledge/recognize';
import * as text from './messages';
import type { IntakeState } from './state';
import type { TurnPlan } from './turn-plan';
import type { Utterance } from './utterance';
import { absorbHistory } from './history';
import { absorbComplaints, absorbDetails, absorbFindings } from './volunteered';

/** Before a complaint is known: greet, invite, redirect, or take the complaint. */
export function planForOpening(state: IntakeState, utterance: Utterance): TurnPlan {
  const normalized = utterance.normalized;
  if (isGreeting(normalized)) return { lead: [text.GREETING_REPLY], next: 'say' };
  if (isThanks(normalized) || isAcknowledgement(normalized))
    return { lead: [text.THANKS_BEFORE_COMPLAINT], next: 'say' };
  if (isFinishing(normalized)) return { lead: [text.FINISH_WITHOUT_COMPLAINT], next: 'say' };
  if (isClarificationRequest(normalized)) return { lead: [text.EXPLAIN_PURPOSE], next: 'say' };

  const recognition = recognizeComplaints(normalized);
  // A sport or an activity can be how the patient explains a real problem ("hurt my knee playing
  // football"); only a request about it, with no symptom, is off-topic.
  const offTopicRequest =
    isOffTopicRequest(normalized) && (looksLikeQuestionOrRequest(normalized) || !hasSymptomWords(normalized));
  if (recognition.asserted.length === 0 && hasSymptomWords(normalized) && !offTopicRequest) {
    state.chief = { presentationId: GENERAL_CONCERN.id, statement: utterance.raw, turn: state.turnCount };
  }
  absorbComplaints(state, utterance);
  absorbHistory(state, utterance, null);
  if (state.chief !== null) {
    absorbFindings(state, utterance);
    absorbDetails(state, utterance);
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
  if (!offTopicRequest && hasHealthWords(normalized)) return { lead: [text.META_REPLY], next: 'say' };
  // Only a message about something else counts towards ending the conversation; a description the
  // intake does not recognise yet ("the room spins when I roll over") is asked about instead.
  if (!isOffTopicRequest(normalized) && !looksLikeQuestionOrRequest(normalized))
    return { lead: [text.UNCLEAR_COMPLAINT], next: 'say' };
  return { lead: [text.OFF_TOPIC_NO_COMPLAINT], next: 'say', offTopic: true };
}

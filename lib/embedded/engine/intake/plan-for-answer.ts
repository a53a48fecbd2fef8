import { isOffTopicRequest, looksLikeQuestionOrRequest } from '../classify/off-topic';
import {
  isAcknowledgement,
  isClarificationRequest,
  isFinishing,
  isGreeting,
  isThanks,
} from '../classify/social';
import { hasHealthWords, hasSymptomWords } from '../classify/vocabulary';
import { recognizeComplaints } from '../knowledge/recognize';
import { parseFreeTextList } from '../parse/free-text-list';
import { parseYesNo } from '../parse/yes-no';
import { answersQuestion, applyAnswer } from './answers';
import * as text from './messages';
import { helpFor } from './question-text';
import type { AskedQuestion, IntakeState } from './state';
import type { TurnPlan } from './turn-plan';
import type { Utterance } from './utterance';
import { absorbComplaints, absorbFindings } from './volunteered';

function isOffTopicAnswer(state: IntakeState, pending: AskedQuestion, utterance: Utterance): boolean {
  const normalized = utterance.normalized;
  if (
    recognizeComplaints(normalized).asserted.length > 0 ||
    hasSymptomWords(normalized) ||
    hasHealthWords(normalized)
  )
    return false;
  if (!isOffTopicRequest(normalized)) return false;
  return looksLikeQuestionOrRequest(normalized) || !answersQuestion(state, pending, utterance);
}

/** While a question is pending: finish, clarify, redirect, or record the answer. */
export function planForAnswer(state: IntakeState, pending: AskedQuestion, utterance: Utterance): TurnPlan {
  const normalized = utterance.normalized;
  if (isFinishing(normalized)) return { lead: [], next: 'close', closedBy: 'patient' };
  if (isClarificationRequest(normalized)) return { lead: [helpFor(pending.kind)], next: 'reask' };
  const social = isGreeting(normalized) || isThanks(normalized) || isAcknowledgement(normalized);
  if (social && pending.kind === 'anything_else')
    return { lead: [], next: 'close', closedBy: 'questions_complete' };
  const yesNoKind =
    pending.kind === 'red_flag' || pending.kind === 'associated' || pending.kind === 'pregnancy';
  if (social && !(yesNoKind && answersQuestion(state, pending, utterance))) {
    return { lead: [isThanks(normalized) ? text.THANKS_ACK : text.SOCIAL_ACK], next: 'reask' };
  }
  if (isBareYesToList(pending, utterance)) return { lead: [text.whichOnes(pending.kind)], next: 'say' };
  if (isOffTopicAnswer(state, pending, utterance))
    return { lead: [text.OFF_TOPIC_LEAD], next: 'reask', offTopic: true };
  if (looksLikeQuestionOrRequest(normalized) && !answersQuestion(state, pending, utterance)) {
    state.notes.push(utterance.raw);
    return { lead: [text.QUESTION_NOTED], next: 'reask' };
  }

  const reflection = applyAnswer(state, pending, utterance);
  state.pendingQuestionId = null;
  const readsComplaints = !['medications', 'allergies', 'conditions'].includes(pending.kind);
  const added = readsComplaints ? absorbComplaints(state, utterance) : [];
  if (readsComplaints) absorbFindings(state, utterance);
  const lead = [reflection];
  if (added.length > 0 && pending.kind !== 'anything_else') {
    lead.push(
      `I’ve also noted the ${added.map((presentation) => presentation.label.toLowerCase()).join(' and ')}.`,
    );
  }
  if (pending.kind === 'anything_else') return { lead, next: 'close', closedBy: 'questions_complete' };
  return { lead, next: 'ask' };
}

/** "yes" to "are you taking any medicines?" needs a follow-up asking which ones. */
function isBareYesToList(pending: AskedQuestion, utterance: Utterance): boolean {
  if (pending.kind !== 'medications' && pending.kind !== 'allergies' && pending.kind !== 'conditions')
    return false;
  return parseYesNo(utterance.normalized) === 'yes' && parseFreeTextList(utterance.raw).items.length === 0;
}

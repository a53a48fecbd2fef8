import { isOffTopicRequest, looksLikeQuestionOrRequest } from '@/lib/embedded/engine/classify/off-topic';
import {
  isAcknowledgement,
  isClarificationRequest,
  isFinishing,
  isGreeting,
  isThanks,
} from '@/lib/embedded/engine/classify/social';
import { hasHealthWords, hasSymptomWords } from '@/lib/embedded/engine/classify/vocabulary';
import { recognizeComplaints } from '@/lib/embedded/engine/knowledge/recognize';
import { parseFreeTextList } from '@/lib/embedded/engine/parse/free-text-list';
import { parseYesNo } from '@/lib/embedded/engine/parse/yes-no';
import { answersQuestion, applyAnswer, isHistoryKind } from './answers';
import { absorbHistory } from './history';
import { notedElsewhere, rephrase } from './rephrase';
import * as text from './messages';
import { helpFor } from './question-text';
import type { AskedQuestion, IntakeState } from './state';
import type { TurnPlan } from './turn-plan';
import type { Utterance } from './utterance';
import { absorbComplaints, absorbDetails, absorbFindings } from './volunteered';

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
  // "No, that's it" to "any other medicines?" answers the question rather than ending the intake.
  const noneToList = isHistoryKind(pending.kind) && /^(no|nope|nah|nothing|none)\b/.test(normalized);
  if (isFinishing(normalized) && !noneToList) return { lead: [], next: 'close', closedBy: 'patient' };
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

  const addressed = answersQuestion(state, pending, utterance);
  const before = recordedFacts(state);
  const reflection = addressed ? applyAnswer(state, pending, utterance) : '';
  if (addressed) state.pendingQuestionId = null;
  // Whatever else the message says is recorded where it belongs, whichever question it follows.
  const history = absorbHistory(state, utterance, isHistoryKind(pending.kind) ? pending.kind : null);
  const readsComplaints = !isHistoryKind(pending.kind);
  const added = readsComplaints ? absorbComplaints(state, utterance) : [];
  // An answer to a history question is read for symptoms only when it is not about history at all
  // ("I wear contacts"); otherwise "penicillin gives me a rash" would become a rash today.
  if (readsComplaints || !addressed) absorbFindings(state, utterance);
  absorbDetails(state, utterance);
  const also =
    added.length > 0 && pending.kind !== 'anything_else'
      ? `I’ve also noted the ${added.map((presentation) => presentation.label.toLowerCase()).join(' and ')}.`
      : '';

  if (addressed) {
    const lead = [reflection, also];
    if (pending.kind === 'anything_else') return { lead, next: 'close', closedBy: 'questions_complete' };
    return { lead, next: 'ask' };
  }
  // Not an answer to the question: it is asked again once, in other words; after that the intake
  // moves on rather than insist.
  const captured = recordedFacts(state) !== before;
  const noted = [captured ? notedElsewhere(state, history) : text.NOT_CAUGHT, also].filter(
    (part) => part.length > 0,
  );
  if (pending.reasked !== true) {
    pending.reasked = true;
    return { lead: [...noted, rephrase(state, pending)], next: 'say' };
  }
  pending.answer = utterance.raw;
  pending.outcome = 'not_answered';
  state.pendingQuestionId = null;
  return { lead: [captured ? noted.join(' ') : text.MOVING_ON], next: 'ask' };
}

function recordedFacts(state: IntakeState): string {
  const { onset, trend, severity, findings, redFlags, associated, medications, allergies, conditions } =
    state;
  return JSON.stringify([
    onset,
    trend,
    severity,
    findings,
    redFlags,
    associated,
    medications,
    allergies,
    conditions,
  ]);
}

/** "yes" to "are you taking any medicines?" needs a follow-up asking which ones. */
function isBareYesToList(pending: AskedQuestion, utterance: Utterance): boolean {
  if (pending.kind !== 'medications' && pending.kind !== 'allergies' && pending.kind !== 'conditions')
    return false;
  return parseYesNo(utterance.normalized) === 'yes' && parseFreeTextList(utterance.raw).items.length === 0;
}

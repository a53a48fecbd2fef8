import { looksLikeQuestionOrRequest } from '../classify/off-topic';
import { parseDuration } from '../parse/duration';
import { parseFreeTextList } from '../parse/free-text-list';
import { parseItemAnswer } from '../parse/item-answer';
import { parsePregnancyAnswer } from '../parse/pregnancy';
import { parseSeverityAnswer } from '../parse/severity';
import { parseSuddenness, parseTrend } from '../parse/trend';
import { parseYesNo, type YesNo } from '../parse/yes-no';
import { isNegatedAt } from '../text/negation';
import { findPhrases } from '../text/phrase-matcher';
import type { RedFlagQuestion } from '../knowledge/types';
import { chiefPresentation, redFlagQuestion, unresolvedItems } from './plan';
import {
  reflectAssociated,
  reflectList,
  reflectOnset,
  reflectPregnancy,
  reflectRedFlag,
  reflectSeverity,
} from './reflect';
import type { AskedQuestion, IntakeState } from './state';
import type { Utterance } from './utterance';

export function redFlagAnswer(flag: RedFlagQuestion, normalized: string): YesNo | null {
  const mentioned = findPhrases(normalized, flag.patterns);
  if (mentioned.some((match) => !isNegatedAt(normalized, match.start, match.end))) return 'yes';
  return parseYesNo(normalized) ?? (mentioned.length > 0 ? 'no' : null);
}

/** Whether the message reads as an answer to the pending question at all. */
export function answersQuestion(state: IntakeState, question: AskedQuestion, utterance: Utterance): boolean {
  const text = utterance.normalized;
  const presentation = chiefPresentation(state);
  switch (question.kind) {
    case 'onset':
    case 'duration':
    case 'course':
      return (
        parseDuration(text, utterance.now, utterance.timezone) !== null ||
        parseTrend(text) !== null ||
        parseSuddenness(text) !== null ||
        parseYesNo(text) !== null
      );
    case 'severity':
      return parseSeverityAnswer(utterance.raw, text) !== null;
    case 'associated': {
      const parsed = parseItemAnswer(text, presentation ? unresolvedItems(state, presentation) : []);
      return parsed.overall !== null || parsed.absent.length > 0;
    }
    case 'red_flag': {
      const flag = presentation ? redFlagQuestion(presentation, question.id) : null;
      return flag !== null && redFlagAnswer(flag, text) !== null;
    }
    case 'pregnancy':
      return parsePregnancyAnswer(text) !== 'unknown';
    default:
      // Free text is an answer unless it is a question back to the assistant.
      return !looksLikeQuestionOrRequest(text);
  }
}

/** Records the answer to the pending question and returns the sentence that reflects it back. */
export function applyAnswer(state: IntakeState, question: AskedQuestion, utterance: Utterance): string {
  const presentation = chiefPresentation(state);
  const text = utterance.normalized;
  question.answer = utterance.raw;
  question.outcome = answersQuestion(state, question, utterance) ? 'answered' : 'unclear';
  if (presentation === null) return '';
  switch (question.kind) {
    case 'onset':
    case 'duration':
    case 'course': {
      const duration =
        question.kind === 'course' ? null : parseDuration(text, utterance.now, utterance.timezone);
      if (duration) state.onset = { ...duration, sudden: parseSuddenness(text) };
      state.trend ??= parseTrend(text);
      return reflectOnset(state, presentation, duration ? state.onset : null, parseTrend(text));
    }
    case 'severity':
      state.severity = parseSeverityAnswer(utterance.raw, text);
      return reflectSeverity(state, state.severity);
    case 'associated': {
      const items = unresolvedItems(state, presentation);
      const parsed = parseItemAnswer(text, items);
      const label = (id: string) => items.find((item) => item.id === id)?.label ?? id;
      for (const id of parsed.present) state.findings.push({ id, label: label(id), present: true });
      for (const id of parsed.absent) state.findings.push({ id, label: label(id), present: false });
      return reflectAssociated(state, parsed.present.map(label), parsed.absent.map(label), parsed.overall);
    }
    case 'red_flag': {
      const flag = redFlagQuestion(presentation, question.id);
      if (flag === null) return '';
      const answer = redFlagAnswer(flag, text) ?? 'unsure';
      question.outcome = answer;
      state.redFlags.push({
        id: flag.id,
        question: flag.question,
        label: flag.label,
        level: flag.level,
        answer,
        verbatim: utterance.raw,
        volunteered: false,
      });
      return reflectRedFlag(state, flag.label, answer);
    }
    case 'medications':
    case 'allergies':
    case 'conditions': {
      const parsed = parseFreeTextList(utterance.raw);
      const fact = { ...parsed, verbatim: utterance.raw };
      state[question.kind] = fact;
      return reflectList(state, question.kind, fact);
    }
    case 'pregnancy': {
      const status = parsePregnancyAnswer(text);
      state.pregnancy = { status, source: 'patient' };
      if (status === 'not_applicable' && /\b(man|male|guy)\b/.test(text)) state.reportedSex = 'male';
      return reflectPregnancy(status);
    }
    case 'anything_else': {
      const parsed = parseFreeTextList(utterance.raw);
      if (parsed.status === 'none') return '';
      state.notes.push(utterance.raw);
      return 'Thanks, I’ve added that to your notes.';
    }
  }
}

import { looksLikeQuestionOrRequest } from '@/lib/embedded/engine/classify/off-topic';
import { recognizeComplaints } from '@/lib/embedded/engine/knowledge/recognize';
import type { RedFlagQuestion } from '@/lib/embedded/engine/knowledge/types';
import { parseDuration } from '@/lib/embedded/engine/parse/duration';
import { parseFreeTextList, type ParsedList } from '@/lib/embedded/engine/parse/free-text-list';
import {
  clauseKind,
  readHistoryMentions,
  splitClauses,
  type HistoryKind,
} from '@/lib/embedded/engine/parse/history-mentions';
import { parseItemAnswer } from '@/lib/embedded/engine/parse/item-answer';
import { parsePregnancyAnswer } from '@/lib/embedded/engine/parse/pregnancy';
import { parseSeverityAnswer, parseVolunteeredSeverity } from '@/lib/embedded/engine/parse/severity';
import { parseSuddenness, parseTrend } from '@/lib/embedded/engine/parse/trend';
import { parseYesNo, type YesNo } from '@/lib/embedded/engine/parse/yes-no';
import { isNegatedAt } from '@/lib/embedded/engine/text/negation';
import { normalizeText } from '@/lib/embedded/engine/text/normalize';
import { findPhrases } from '@/lib/embedded/engine/text/phrase-matcher';
import { clausesAbout, clausesAboutNow, clausesAboutSymptoms, recordList } from './history';
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

const HISTORY_KINDS: readonly string[] = ['medications', 'allergies', 'conditions'];

export function isHistoryKind(kind: string): kind is HistoryKind {
  return HISTORY_KINDS.includes(kind);
}

export function redFlagAnswer(flag: RedFlagQuestion, normalized: string): YesNo | null {
  const mentioned = findPhrases(normalized, flag.patterns);
  if (mentioned.some((match) => !isNegatedAt(normalized, match.start, match.end))) return 'yes';
  return parseYesNo(normalized) ?? (mentioned.length > 0 ? 'no' : null);
}

/** "no meds" to a warning-sign question is about medicines, not a no to the warning sign. */
function opensWithHistory(normalized: string): boolean {
  const first = splitClauses(normalized)[0]?.text.trim() ?? '';
  return clauseKind(first) !== null;
}

/** Whether the message says anything other than an answer to a history question. */
function saysSomethingElse(state: IntakeState, kind: HistoryKind, utterance: Utterance): boolean {
  const mentions = readHistoryMentions(utterance.normalized, kind);
  const presentation = chiefPresentation(state);
  const symptomPatterns = [
    ...(presentation?.associatedItems ?? []).flatMap((item) => item.patterns),
    ...(presentation?.redFlags ?? []).flatMap((flag) => flag.patterns),
  ];
  if (findPhrases(clausesAboutSymptoms(utterance.normalized), symptomPatterns).length > 0) return true;
  const others = (['medications', 'allergies', 'conditions'] as const).filter((other) => other !== kind);
  if (others.some((other) => mentions[other].items.length > 0 || mentions[other].denied)) return true;
  const symptoms = clausesAboutSymptoms(utterance.normalized);
  return (
    parseDuration(clausesAboutNow(utterance.normalized), utterance.now, utterance.timezone, {
      strict: true,
    }) !== null ||
    parseVolunteeredSeverity(utterance.raw, symptoms) !== null ||
    parseTrend(symptoms) !== null ||
    // A condition is often named like a complaint ("asthma"), so it still answers the conditions question.
    (kind !== 'conditions' && recognizeComplaints(symptoms).asserted.length > 0)
  );
}

function answersHistory(state: IntakeState, kind: HistoryKind, utterance: Utterance): boolean {
  const text = utterance.normalized;
  if (looksLikeQuestionOrRequest(text)) return false;
  const mention = readHistoryMentions(text, kind)[kind];
  if (mention.items.length > 0 || mention.denied) return true;
  // What is left once the parts about other things are set aside ("sometimes I take antihistamines"
  // says nothing about allergies).
  const own = clausesAbout(utterance.raw, kind);
  if (own.trim().length === 0) return false;
  if (parseYesNo(normalizeText(own)) !== null) return true;
  const parsed = parseFreeTextList(own);
  if (parsed.status === 'none' || parsed.status === 'unknown') return true;
  // Free text names the things asked about, unless it is about something else altogether.
  return !saysSomethingElse(state, kind, utterance);
}

function yesNoAsList(text: string): ParsedList | null {
  const answer = parseYesNo(text);
  if (answer === 'no') return { status: 'none', items: [] };
  return answer === 'unsure' ? { status: 'unknown', items: [] } : null;
}

/** Whether the message answers the pending question, as opposed to saying something else. */
export function answersQuestion(state: IntakeState, question: AskedQuestion, utterance: Utterance): boolean {
  const text = utterance.normalized;
  const presentation = chiefPresentation(state);
  const unsure = parseYesNo(text) === 'unsure';
  switch (question.kind) {
    case 'onset':
    case 'duration':
    case 'course': {
      const symptoms = clausesAboutSymptoms(text);
      return (
        unsure ||
        (question.kind !== 'course' &&
          parseDuration(clausesAboutNow(text), utterance.now, utterance.timezone) !== null) ||
        parseTrend(symptoms) !== null ||
        parseSuddenness(symptoms) !== null
      );
    }
    case 'severity':
      return unsure || parseSeverityAnswer(utterance.raw, clausesAboutSymptoms(text)) !== null;
    case 'associated': {
      const parsed = parseItemAnswer(text, presentation ? unresolvedItems(state, presentation) : []);
      return parsed.overall !== null || parsed.absent.length > 0;
    }
    case 'red_flag': {
      const flag = presentation ? redFlagQuestion(presentation, question.id) : null;
      if (flag === null) return false;
      if (findPhrases(text, flag.patterns).length === 0 && opensWithHistory(text)) return false;
      return redFlagAnswer(flag, text) !== null;
    }
    case 'pregnancy':
      return !opensWithHistory(text) && parsePregnancyAnswer(text) !== 'unknown';
    case 'medications':
    case 'allergies':
    case 'conditions':
      return answersHistory(state, question.kind, utterance);
    case 'anything_else':
      return !looksLikeQuestionOrRequest(text);
  }
}

/** Records the answer to the pending question and returns the sentence that reflects it back. */
export function applyAnswer(state: IntakeState, question: AskedQuestion, utterance: Utterance): string {
  const presentation = chiefPresentation(state);
  const text = utterance.normalized;
  question.answer = utterance.raw;
  question.outcome = parseYesNo(text) === 'unsure' ? 'unsure' : 'answered';
  if (presentation === null) return '';
  switch (question.kind) {
    case 'onset':
    case 'duration':
    case 'course': {
      const symptoms = clausesAboutSymptoms(text);
      const duration =
        question.kind === 'course'
          ? null
          : parseDuration(clausesAboutNow(text), utterance.now, utterance.timezone);
      if (duration) state.onset = { ...duration, sudden: parseSuddenness(symptoms) };
      state.trend ??= parseTrend(symptoms);
      return reflectOnset(state, presentation, duration ? state.onset : null, parseTrend(symptoms));
    }
    case 'severity': {
      const severity = parseSeverityAnswer(utterance.raw, clausesAboutSymptoms(text));
      if (severity !== null) state.severity = severity;
      return reflectSeverity(state, severity);
    }
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
      state.redFlags = state.redFlags.filter((finding) => finding.id !== flag.id);
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
      const own = clausesAbout(utterance.raw, question.kind);
      const mention = readHistoryMentions(text, question.kind)[question.kind];
      let parsed = own.trim().length > 0 ? parseFreeTextList(own) : null;
      // Named medicines and plain denials are read the same way wherever they appear.
      if (mention.denied && mention.items.length === 0) parsed = { status: 'none', items: [] };
      else if (mention.items.length > 0 && parsed?.status !== 'listed')
        parsed = { status: 'listed', items: mention.items };
      else if (parsed === null) parsed = yesNoAsList(text);
      if (parsed === null) return '';
      recordList(state, question.kind, parsed, utterance.raw);
      const fact = state[question.kind];
      return fact === null ? '' : reflectList(state, question.kind, fact);
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

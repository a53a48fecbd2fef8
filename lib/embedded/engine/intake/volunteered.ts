import { recognizeComplaints } from '../knowledge/recognize';
import type { Presentation } from '../knowledge/types';
import { parseDuration } from '../parse/duration';
import { parseVolunteeredSeverity } from '../parse/severity';
import { parseSuddenness, parseTrend } from '../parse/trend';
import { pregnancyMentioned, sexMentioned } from '../parse/pregnancy';
import { isNegatedAt } from '../text/negation';
import { findPhrases } from '../text/phrase-matcher';
import { chiefPresentation } from './plan';
import type { IntakeState } from './state';
import type { Utterance } from './utterance';

// Facts the patient offers without being asked ("I've had a cough for 3 days, no fever") are
// recorded so the intake does not ask for them again.

export function absorbPersonalFacts(state: IntakeState, utterance: Utterance): void {
  state.reportedSex ??= sexMentioned(utterance.normalized);
  if (state.pregnancy === null) {
    const mentioned = pregnancyMentioned(utterance.normalized);
    if (mentioned === 'pregnant' || mentioned === 'not_pregnant')
      state.pregnancy = { status: mentioned, source: 'patient' };
  }
}

/** Records new complaints; returns the presentations that were newly added as associated. */
export function absorbComplaints(state: IntakeState, utterance: Utterance): Presentation[] {
  const { asserted } = recognizeComplaints(utterance.normalized);
  const added: Presentation[] = [];
  for (const presentation of asserted) {
    if (state.chief === null) {
      state.chief = { presentationId: presentation.id, statement: utterance.raw, turn: state.turnCount };
      continue;
    }
    // A complaint the chief presentation already asks about (a fever alongside a cough) is a finding, not a second complaint.
    const coveredAsFinding =
      chiefPresentation(state)?.associatedItems.some((item) => item.id === presentation.id) ?? false;
    const known =
      coveredAsFinding ||
      state.chief.presentationId === presentation.id ||
      state.associated.some((record) => record.presentationId === presentation.id);
    if (!known) {
      state.associated.push({
        presentationId: presentation.id,
        statement: utterance.raw,
        turn: state.turnCount,
      });
      added.push(presentation);
    }
  }
  return added;
}

export function absorbFindings(state: IntakeState, utterance: Utterance): void {
  const presentation = chiefPresentation(state);
  if (presentation === null) return;
  const text = utterance.normalized;
  for (const item of presentation.associatedItems) {
    if (state.findings.some((finding) => finding.id === item.id)) continue;
    const matches = findPhrases(text, item.patterns);
    if (matches.length === 0) continue;
    const present = matches.some((match) => !isNegatedAt(text, match.start, match.end));
    state.findings.push({ id: item.id, label: item.label, present });
  }
  for (const flag of presentation.redFlags) {
    if (flag.level === 'emergency' || state.redFlags.some((finding) => finding.id === flag.id)) continue;
    const asserted = findPhrases(text, flag.patterns).some(
      (match) => !isNegatedAt(text, match.start, match.end),
    );
    if (asserted) {
      state.redFlags.push({
        id: flag.id,
        question: flag.question,
        label: flag.label,
        level: flag.level,
        answer: 'yes',
        verbatim: utterance.raw,
        volunteered: true,
      });
    }
  }
}

/** Timing and severity offered in the message that names the complaint. */
export function absorbOpeningDetails(state: IntakeState, utterance: Utterance): void {
  const text = utterance.normalized;
  if (state.onset === null) {
    const duration = parseDuration(text, utterance.now, utterance.timezone);
    if (duration) state.onset = { ...duration, sudden: parseSuddenness(text) };
  }
  state.trend ??= parseTrend(text);
  state.severity ??= parseVolunteeredSeverity(utterance.raw, text);
}

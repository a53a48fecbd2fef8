import { recognizeComplaints } from '@/lib/embedded/engine/knowledge/recognize';
import type { Presentation } from '@/lib/embedded/engine/knowledge/types';
import { parseDuration } from '@/lib/embedded/engine/parse/duration';
import { parseSeverityAnswer, parseVolunteeredSeverity } from '@/lib/embedded/engine/parse/severity';
import { parseSuddenness, parseTrend } from '@/lib/embedded/engine/parse/trend';
import { pregnancyMentioned, sexMentioned } from '@/lib/embedded/engine/parse/pregnancy';
import { isNegatedAt } from '@/lib/embedded/engine/text/negation';
import { findPhrases } from '@/lib/embedded/engine/text/phrase-matcher';
import { clausesAboutNow, clausesAboutSymptoms } from './history';
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
  // "penicillin gives me hives" describes an allergy, not a rash today; "my asthma is playing up" is
  // both history and today's complaint.
  const { asserted } = recognizeComplaints(clausesAboutSymptoms(utterance.normalized, ['allergies']));
  const added: Presentation[] = [];
  // An injury explains the joint pain it caused: "my ankle is swollen after I fell" is a sprain.
  const injury = asserted.some((presentation) => presentation.id === 'sprain');
  for (const presentation of injury
    ? [...asserted]
        .sort((a, b) => Number(b.id === 'sprain') - Number(a.id === 'sprain'))
        .filter((p) => p.id !== 'joint_pain')
    : asserted) {
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
  // Symptoms and warning signs count wherever they are said, except in what describes an allergy.
  const text = clausesAboutSymptoms(utterance.normalized, ['allergies']);
  for (const item of presentation.associatedItems) {
    if (state.findings.some((finding) => finding.id === item.id)) continue;
    const matches = findPhrases(text, item.patterns);
    if (matches.length === 0) continue;
    const present = matches.some((match) => !isNegatedAt(text, match.start, match.end));
    state.findings.push({ id: item.id, label: item.label, present });
  }
  for (const flag of presentation.redFlags) {
    if (state.redFlags.some((finding) => finding.id === flag.id)) continue;
    const matches = findPhrases(text, flag.patterns);
    if (matches.length === 0) continue;
    // An emergency sign that is asserted escalates before this point. A denial in passing ("no fever")
    // often covers only part of a warning-sign question, so the question is still asked.
    const asserted = matches.some((match) => !isNegatedAt(text, match.start, match.end));
    if (!asserted || flag.level === 'emergency') continue;
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

/** Timing, course and severity, wherever they are offered; what is already known is kept. */
export function absorbDetails(state: IntakeState, utterance: Utterance): void {
  const text = clausesAboutSymptoms(utterance.normalized);
  if (state.onset === null) {
    const duration = parseDuration(clausesAboutNow(utterance.normalized), utterance.now, utterance.timezone, {
      strict: true,
    });
    if (duration) state.onset = { ...duration, sudden: parseSuddenness(text) };
  }
  state.trend ??= parseTrend(text);
  // A message that is only a number out of ten is a score, whatever was asked.
  const severity =
    /^(?:about |around |maybe |like |prob |probably )?(?:a |an )?(?:\d|10|one|two|three|four|five|six|seven|eight|nine|ten)$/.test(
      utterance.normalized,
    )
      ? parseSeverityAnswer(utterance.raw, utterance.normalized)
      : parseVolunteeredSeverity(utterance.raw, text);
  // A score is more precise than a word: "it's killing me … 7/10" is recorded as 7/10.
  if (state.severity === null || (state.severity.score === null && severity?.score != null))
    state.severity = severity ?? state.severity;
}

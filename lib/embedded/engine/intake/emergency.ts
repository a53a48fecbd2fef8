import { parseItemAnswer } from '@/lib/embedded/engine/parse/item-answer';
import { guardianDefinition, type GuardianId } from '@/lib/embedded/engine/safety/guardians';
import { emergencyFor } from '@/lib/embedded/engine/safety/rules';
import { detectSignals, type SignalId } from '@/lib/embedded/engine/safety/signals';
import { isNegatedAt } from '@/lib/embedded/engine/text/negation';
import { findPhrases } from '@/lib/embedded/engine/text/phrase-matcher';
import type { TurnOutput } from '@/lib/embedded/engine/types';
import { redFlagAnswer } from './answers';
import { chiefPresentation, redFlagQuestion, unresolvedItems } from './plan';
import type { AskedQuestion, IntakeState } from './state';
import type { Utterance } from './utterance';

// Runs first on every turn, before anything else is read into the message.

const HISTORY_KINDS: readonly string[] = ['medications', 'allergies', 'conditions'];

function signalsFromAnswer(
  state: IntakeState,
  pending: AskedQuestion | null,
  normalized: string,
): SignalId[] {
  const presentation = chiefPresentation(state);
  if (pending?.kind !== 'associated' || presentation === null) return [];
  const items = unresolvedItems(state, presentation);
  const { present } = parseItemAnswer(normalized, items);
  return items
    .filter((item) => present.includes(item.id) && item.signal !== undefined)
    .map((item) => item.signal as SignalId);
}

function emergencyRedFlag(
  state: IntakeState,
  pending: AskedQuestion | null,
  utterance: Utterance,
): GuardianId | null {
  const normalized = utterance.normalized;
  const presentation = chiefPresentation(state);
  if (presentation === null) return null;
  if (pending?.kind === 'red_flag') {
    const flag = redFlagQuestion(presentation, pending.id);
    if (flag?.level === 'emergency' && flag.guardianId && redFlagAnswer(flag, normalized) === 'yes') {
      state.redFlags.push({
        id: flag.id,
        question: flag.question,
        label: flag.label,
        level: flag.level,
        answer: 'yes',
        verbatim: utterance.raw,
        volunteered: false,
      });
      return flag.guardianId;
    }
  }
  for (const flag of presentation.redFlags) {
    if (flag.level !== 'emergency' || !flag.guardianId) continue;
    const volunteered = findPhrases(normalized, flag.patterns).some(
      (match) => !isNegatedAt(normalized, match.start, match.end),
    );
    if (volunteered) return flag.guardianId;
  }
  return null;
}

export function detectEmergency(
  state: IntakeState,
  pending: AskedQuestion | null,
  utterance: Utterance,
): GuardianId | null {
  const text = utterance.normalized;
  const current = [...detectSignals(text), ...signalsFromAnswer(state, pending, text)] as SignalId[];
  // Answers about medicines, allergies and history describe the past ("I get hives from penicillin"),
  // so they are checked on their own and not remembered for later messages.
  if (pending !== null && HISTORY_KINDS.includes(pending.kind)) return emergencyFor(current);
  state.safetySignals = [...new Set([...state.safetySignals, ...current])].sort();
  return emergencyRedFlag(state, pending, utterance) ?? emergencyFor(state.safetySignals as SignalId[]);
}

export function escalate(
  state: IntakeState,
  guardianId: GuardianId,
  pending: AskedQuestion | null,
  utterance: Utterance,
): TurnOutput[] {
  const guardian = guardianDefinition(guardianId);
  if (pending !== null) {
    pending.answer = utterance.raw;
    pending.outcome = pending.kind === 'red_flag' ? 'yes' : 'answered';
  }
  state.pendingQuestionId = null;
  state.escalation = { guardianId, turn: state.turnCount, statement: utterance.raw };
  state.end = { reason: 'safety_escalation', message: guardian.endMessage };
  return [
    { kind: 'guardian', guardianId, message: guardian.message },
    { kind: 'reply', text: guardian.reply },
    { kind: 'end', reason: 'safety_escalation', message: guardian.endMessage },
  ];
}

import { isHistoricalAt, isNegatedAt } from '@/lib/embedded/engine/text/negation';
import { findPhrases } from '@/lib/embedded/engine/text/phrase-matcher';
import { SIGNALS, type SignalId } from './signal-definitions';

export type { SignalId } from './signal-definitions';

/** Signals asserted (not denied, not merely past) anywhere in the message. */
export function detectSignals(normalized: string): SignalId[] {
  const found: SignalId[] = [];
  for (const signal of SIGNALS) {
    const asserted = findPhrases(normalized, signal.patterns).some(
      (match) =>
        !isNegatedAt(normalized, match.start, match.end) &&
        (signal.evenIfHistorical === true || !isHistoricalAt(normalized, match.start, match.end)),
    );
    if (asserted) found.push(signal.id);
  }
  return found;
}

import { isHistoricalAt, isNegatedAt } from '@/lib/embedded/engine/text/negation';
import { findPhrases } from '@/lib/embedded/engine/text/phrase-matcher';
import { PRESENTATIONS } from './index';
import type { Presentation } from './types';

export interface Recognition {
  /** Presentations the patient says they have, in the order they first mentioned them. */
  asserted: Presentation[];
  /** Presentations the patient mentioned only to deny ("no fever"). */
  denied: Presentation[];
}

interface Candidate {
  presentation: Presentation;
  order: number;
  start: number;
  end: number;
}

export function recognizeComplaints(normalized: string): Recognition {
  const candidates: Candidate[] = PRESENTATIONS.flatMap((presentation, order) =>
    findPhrases(normalized, presentation.patterns).map((match) => ({
      presentation,
      order,
      start: match.start,
      end: match.end,
    })),
  );
  // The longest phrase claims its words, so "hay fever" is not also a fever and "stomach ache" not a headache.
  candidates.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start || a.order - b.order);
  const claimed: Candidate[] = [];
  for (const candidate of candidates) {
    if (!claimed.some((other) => candidate.start < other.end && other.start < candidate.end))
      claimed.push(candidate);
  }
  claimed.sort((a, b) => a.start - b.start);

  const asserted: Presentation[] = [];
  const denied: Presentation[] = [];
  for (const candidate of claimed) {
    const negated = isNegatedAt(normalized, candidate.start, candidate.end);
    const past = isHistoricalAt(normalized, candidate.start, candidate.end);
    if (!negated && !past) {
      if (!asserted.includes(candidate.presentation)) asserted.push(candidate.presentation);
    } else if (negated && !denied.includes(candidate.presentation)) {
      denied.push(candidate.presentation);
    }
  }
  return { asserted, denied: denied.filter((presentation) => !asserted.includes(presentation)) };
}

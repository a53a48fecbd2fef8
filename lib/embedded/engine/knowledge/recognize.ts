import { isHistoricalAt, isNegatedAt } from '@/lib/embedded/engine/text/negation';
import { findPatternMatches } from '@/lib/embedded/engine/text/phrase-matcher';
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

// Every presentation's patterns in one list, so that a text is scanned once for all of them.
const ALL_PATTERNS = PRESENTATIONS.flatMap((presentation) => presentation.patterns);
const ORDER_OF_PATTERN = PRESENTATIONS.flatMap((presentation, order) =>
  presentation.patterns.map(() => order),
);

// A turn asks about the same text several times; the last answer is kept.
let last: { normalized: string; recognition: Recognition } | null = null;

export function recognizeComplaints(normalized: string): Recognition {
  if (last?.normalized !== normalized) last = { normalized, recognition: recognize(normalized) };
  return { asserted: [...last.recognition.asserted], denied: [...last.recognition.denied] };
}

function recognize(normalized: string): Recognition {
  const candidates: Candidate[] = findPatternMatches(normalized, ALL_PATTERNS).map((match) => {
    const order = ORDER_OF_PATTERN[match.pattern] as number;
    return { presentation: PRESENTATIONS[order] as Presentation, order, start: match.start, end: match.end };
  });
  // The longest phrase claims its words, so "hay fever" is not also a fever and "stomach ache" not a headache.
  candidates.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start || a.order - b.order);
  // Claimed characters, so that each candidate is checked against its own span only.
  const taken = new Uint8Array(normalized.length);
  const claimed: Candidate[] = [];
  for (const candidate of candidates) {
    if (taken.subarray(candidate.start, candidate.end).includes(1)) continue;
    taken.fill(1, candidate.start, candidate.end);
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

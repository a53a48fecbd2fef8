import type { SymptomItem } from '../knowledge/types';
import { isNegatedAt } from '../text/negation';
import { findPhrases } from '../text/phrase-matcher';
import { parseYesNo, type YesNo } from './yes-no';

export interface ItemAnswer {
  present: string[];
  absent: string[];
  overall: YesNo | null;
}

const ALL = /\b(all of (them|those|these|the above)|all (three|four|five)|everything|both|all)\b/;
const ONLY = /\b(only|just)\b/;

/** Reads an answer to "have you also noticed a, b or c?" — which were confirmed and which denied. */
export function parseItemAnswer(normalized: string, items: readonly SymptomItem[]): ItemAnswer {
  const present: string[] = [];
  const absent: string[] = [];
  for (const item of items) {
    const matches = findPhrases(normalized, item.patterns);
    if (matches.length === 0) continue;
    const asserted = matches.some((match) => !isNegatedAt(normalized, match.start, match.end));
    (asserted ? present : absent).push(item.id);
  }
  const overall = parseYesNo(normalized);
  const mentioned = new Set([...present, ...absent]);
  const rest = items.map((item) => item.id).filter((id) => !mentioned.has(id));
  if (present.length === 0 && absent.length === 0 && ALL.test(normalized) && overall !== 'no') {
    return { present: rest, absent: [], overall: 'yes' };
  }
  if ((overall === 'no' && present.length === 0) || (present.length > 0 && ONLY.test(normalized))) {
    absent.push(...rest);
  }
  return { present, absent, overall: present.length > 0 ? 'yes' : overall };
}

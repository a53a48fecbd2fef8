import type { SymptomItem } from '@/lib/embedded/engine/knowledge/types';
import { isNegatedAt } from '@/lib/embedded/engine/text/negation';
import { findPhrases } from '@/lib/embedded/engine/text/phrase-matcher';
import { parseYesNo, type YesNo } from './yes-no';

export interface ItemAnswer {
  present: string[];
  absent: string[];
  overall: YesNo | null;
}

const ALL = /\b(all of (them|those|these|the above)|all (three|four|five)|everything|both|all)\b/;
const ONLY = /\b(only|just)\b/;

const NO_FILLER = new Set(
  'none nothing not really thanks thank you i do dont have had at all of those them that to nope just so think nah never any it them'.split(
    ' ',
  ),
);

function deniesSomethingElse(normalized: string): boolean {
  const clause = normalized.split(/ [.,] /)[0] ?? '';
  const match = /^(?:no|nope|nah) (.+)$/.exec(clause);
  return match !== null && (match[1] as string).split(' ').some((word) => !NO_FILLER.has(word));
}

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
  // "no back pain" denies back pain, not the symptoms asked about.
  const overall = deniesSomethingElse(normalized) ? null : parseYesNo(normalized);
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

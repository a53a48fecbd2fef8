import { NUMBER_WORD_PATTERN, parseNumberWord } from '@/lib/embedded/engine/text/numbers';
import { normalizeText } from '@/lib/embedded/engine/text/normalize';

export type SeverityLevel = 'mild' | 'moderate' | 'severe';

export interface ParsedSeverity {
  score: number | null;
  level: SeverityLevel;
  /** The lower end when the patient gave a range ("6 or 7 out of 10"); score is then the upper end. */
  low?: number;
}

function levelForScore(score: number): SeverityLevel {
  if (score <= 3) return 'mild';
  if (score <= 6) return 'moderate';
  return 'severe';
}

const SCORE_WORD = `(\\d{1,2}|${NUMBER_WORD_PATTERN})`;
const OUT_OF_TEN = new RegExp(`\\b${SCORE_WORD} (?:out of|outta|over|on a scale of) (?:10|ten)\\b`);
const SLASH_TEN = /\b(\d{1,2})\s*\/\s*10\b/;

const RANGE = new RegExp(
  `\\b(?:between )?${SCORE_WORD} (?:to |or |and |, )?${SCORE_WORD} (?:out of|outta|on a scale of) (?:10|ten)\\b`,
);
const SLASH_RANGE = /\b(\d{1,2})\s*(?:-|–|to|or)\s*(\d{1,2})\s*\/\s*10\b/;
// Phrases that say how bad something is wherever they appear, without being asked.
const SEVERE_STRICT =
  /\b(severe|severely|excruciating|unbearable|agoni[sz]ing|worst pain|intense|really bad|very bad|so bad|terrible|awful|horrendous|killing me|worst (\w+ )?(of my life|i have ever had|ever))\b/;
const MODERATE_STRICT =
  /\b(moderate|pretty bad|quite bad|fairly bad|rather bad|pretty sore|quite sore|pretty painful|quite painful)\b/;
const MILD_STRICT =
  /\b(mild|mildly|slight|not (too|that|so|very) bad|not bad|manageable|bearable|only a little|not really bad|not very sore|not that sore)\b/;

const MILD_WORDS =
  /\b(not (too|that|so|very) bad|not bad|manageable|bearable|a little|a bit|minor|light|tolerable|low)\b/;
const MODERATE_WORDS =
  /\b(medium|middling|fairly bad|quite bad|pretty bad|moderately|in between|average|uncomfortable)\b/;
const SEVERE_WORDS =
  /\b(really bad|very bad|so bad|terrible|awful|horrible|extreme|killing me|worst|high|the worst)\b/;

function rangeFrom(raw: string, normalized: string): ParsedSeverity | null {
  const slash = SLASH_RANGE.exec(raw.toLowerCase());
  const words = slash ? null : RANGE.exec(normalized);
  const pair = slash ? [slash[1], slash[2]] : words ? [words[1], words[2]] : null;
  if (pair === null) return null;
  const low = parseNumberWord(pair[0] as string);
  const high = parseNumberWord(pair[1] as string);
  if (low === null || high === null || high > 10 || low >= high) return null;
  return { score: high, level: levelForScore(high), low };
}

function scoreFrom(raw: string, normalized: string): number | null {
  const slash = SLASH_TEN.exec(raw.toLowerCase());
  const outOf = slash ? null : OUT_OF_TEN.exec(normalized);
  const word = slash?.[1] ?? outOf?.[1];
  if (word === undefined) return null;
  const score = parseNumberWord(word);
  return score !== null && score <= 10 ? score : null;
}

// "maybe a 5" said in passing is a score when nothing follows the number that makes it a count.
const HEDGED_SCORE = new RegExp(
  `\\b(?:about|around|maybe|like|probably|prob|roughly|say|solid|easily|at least) (?:a |an )?${SCORE_WORD}(?= \\.| ,|$| now| today| at the moment| right now)`,
);

// Two scores a patient hesitates between, without "out of 10": "6 or 7 maybe", "around 4 to 5",
// "7/8". Counted only where a clause starts with them or a hedge or "it is" leads to them, and nothing
// but hedges follows in the clause: "since 6 or 7", "for 2 or 3 days", "ibuprofen 1 or 2" are times,
// dates and counts.
const BARE_RANGE = new RegExp(`\\b(between )?${SCORE_WORD} (or|to|and) ${SCORE_WORD}\\b`, 'g');
const SCORE_LEAD =
  /(?:^|[.,]|\b(?:say|about|around|like|maybe|probably|prob|roughly|approximately|is|was|a|an|guess|think|reckon|honestly|rate it|score|hurts|pain|bad|sore))$/;
const HEDGES_ONLY =
  /^(?: (?:maybe|probably|prob|i guess|i think|i would say|i suppose|i reckon|or so|roughly|really|honestly|to be honest|at the moment|right now|now|today|at most|tops|or something|out of 10|out of ten|at a guess))*(?: [.,].*)?$/;
const WIDEST_HESITATION = 3;

/** "6 or 7" and "7/8" read the same: a symbol between two numbers is written out as "to" first. */
function withRangesInWords(raw: string): string {
  return normalizeText(raw.replace(/(\d)\s*(?:-|–|—|\/)\s*(\d)/g, '$1 to $2'));
}

function hedgedRangeFrom(raw: string): ParsedSeverity | null {
  const text = withRangesInWords(raw);
  for (const match of text.matchAll(BARE_RANGE)) {
    const [whole, between, first, joiner, second] = match as unknown as [
      string,
      string | undefined,
      string,
      string,
      string,
    ];
    if (joiner === 'and' && !between) continue;
    if (!SCORE_LEAD.test(text.slice(0, match.index).trimEnd())) continue;
    if (!HEDGES_ONLY.test(text.slice(match.index + whole.length))) continue;
    const low = parseNumberWord(first);
    const high = parseNumberWord(second);
    if (low === null || high === null || high > 10 || low >= high || high - low > WIDEST_HESITATION) continue;
    return { score: high, level: levelForScore(high), low };
  }
  return null;
}

/** Strict reading for volunteered statements: only explicit scores and clear severity words. */
export function parseVolunteeredSeverity(raw: string, normalized: string): ParsedSeverity | null {
  const range = rangeFrom(raw, normalized);
  if (range !== null) return range;
  const explicit = scoreFrom(raw, normalized);
  if (explicit !== null) return { score: explicit, level: levelForScore(explicit) };
  const hedgedRange = hedgedRangeFrom(raw);
  if (hedgedRange !== null) return hedgedRange;
  const hedged = HEDGED_SCORE.exec(normalized);
  const score = hedged ? parseNumberWord(hedged[1] as string) : null;
  if (score !== null && score <= 10) return { score, level: levelForScore(score) };
  if (MILD_STRICT.test(normalized)) return { score: null, level: 'mild' };
  if (SEVERE_STRICT.test(normalized)) return { score: null, level: 'severe' };
  if (MODERATE_STRICT.test(normalized)) return { score: null, level: 'moderate' };
  return null;
}

/** Lenient reading for an answer to the severity question: a bare "6" or "pretty bad" counts. */
export function parseSeverityAnswer(raw: string, normalized: string): ParsedSeverity | null {
  const range = rangeFrom(raw, normalized);
  if (range !== null) return range;
  const explicit = scoreFrom(raw, normalized);
  if (explicit !== null) return { score: explicit, level: levelForScore(explicit) };
  const hedgedRange = hedgedRangeFrom(raw);
  if (hedgedRange !== null) return hedgedRange;
  const bareRange = new RegExp(
    `\\b${SCORE_WORD} (?:to|or|,)? ?${SCORE_WORD}\\b(?! (?:minute|min|hour|hr|day|night|week|month|year|time|mg|tablet|pill)s?\\b)`,
  ).exec(normalized);
  if (bareRange) {
    const range = rangeFrom(raw, `${bareRange[1]} ${bareRange[2]} out of 10`);
    if (range !== null) return range;
  }
  // Durations, doses and counts are numbers too, but not scores: "2 days", "took 2 tablets".
  const withoutDurations = normalized
    .replace(
      /\b\w+ (minute|min|hour|hr|day|night|week|month|year|time|mg|ml|mcg|tablet|pill|capsule|puff|dose|spoon|teaspoon|glass|cup)s?\b/g,
      ' ',
    )
    .replace(/\b(took|take|taking|had|have taken|been taking|every|x) (a |an )?\w+\b/g, ' ');
  const numbers = [...withoutDurations.matchAll(new RegExp(`\\b${SCORE_WORD}\\b`, 'g'))]
    .map((match) => parseNumberWord(match[1] as string))
    .filter((value): value is number => value !== null && value <= 10);
  if (numbers.length > 0 && numbers.length <= 3) {
    const score = Math.max(...numbers);
    return { score, level: levelForScore(score) };
  }
  if (MILD_WORDS.test(normalized) || MILD_STRICT.test(normalized)) return { score: null, level: 'mild' };
  if (MODERATE_WORDS.test(normalized) || MODERATE_STRICT.test(normalized))
    return { score: null, level: 'moderate' };
  if (SEVERE_WORDS.test(normalized) || SEVERE_STRICT.test(normalized))
    return { score: null, level: 'severe' };
  if (/\bbad\b/.test(normalized)) return { score: null, level: 'moderate' };
  return null;
}

import { NUMBER_WORD_PATTERN, parseNumberWord } from '../text/numbers';

export type SeverityLevel = 'mild' | 'moderate' | 'severe';

export interface ParsedSeverity {
  score: number | null;
  level: SeverityLevel;
}

function levelForScore(score: number): SeverityLevel {
  if (score <= 3) return 'mild';
  if (score <= 6) return 'moderate';
  return 'severe';
}

const SCORE_WORD = `(\\d{1,2}|${NUMBER_WORD_PATTERN})`;
const OUT_OF_TEN = new RegExp(`\\b${SCORE_WORD} (?:out of|outta|over|on a scale of) (?:10|ten)\\b`);
const SLASH_TEN = /\b(\d{1,2})\s*\/\s*10\b/;

const SEVERE_STRICT = /\b(severe|excruciating|unbearable|agoni[sz]ing|worst pain|intense)\b/;
const MODERATE_STRICT = /\bmoderate\b/;
const MILD_STRICT = /\b(mild|slight)\b/;

const MILD_WORDS =
  /\b(not (too|that|so|very) bad|not bad|manageable|bearable|a little|a bit|minor|light|tolerable|low)\b/;
const MODERATE_WORDS =
  /\b(medium|middling|fairly bad|quite bad|pretty bad|moderately|in between|average|uncomfortable)\b/;
const SEVERE_WORDS =
  /\b(really bad|very bad|so bad|terrible|awful|horrible|extreme|killing me|worst|high|the worst)\b/;

function scoreFrom(raw: string, normalized: string): number | null {
  const slash = SLASH_TEN.exec(raw.toLowerCase());
  const outOf = slash ? null : OUT_OF_TEN.exec(normalized);
  const word = slash?.[1] ?? outOf?.[1];
  if (word === undefined) return null;
  const score = parseNumberWord(word);
  return score !== null && score <= 10 ? score : null;
}

/** Strict reading for volunteered statements: only explicit scores and clear severity words. */
export function parseVolunteeredSeverity(raw: string, normalized: string): ParsedSeverity | null {
  const score = scoreFrom(raw, normalized);
  if (score !== null) return { score, level: levelForScore(score) };
  if (SEVERE_STRICT.test(normalized)) return { score: null, level: 'severe' };
  if (MODERATE_STRICT.test(normalized)) return { score: null, level: 'moderate' };
  if (MILD_STRICT.test(normalized)) return { score: null, level: 'mild' };
  return null;
}

/** Lenient reading for an answer to the severity question: a bare "6" or "pretty bad" counts. */
export function parseSeverityAnswer(raw: string, normalized: string): ParsedSeverity | null {
  const explicit = scoreFrom(raw, normalized);
  if (explicit !== null) return { score: explicit, level: levelForScore(explicit) };
  const withoutDurations = normalized.replace(/\b\w+ (minute|hour|day|night|week|month|year)s?\b/g, ' ');
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

import { tokenize } from './normalize';

// A NegEx-style reading: a cue such as "no" or "not" negates a finding that follows it within a few
// words, unless the clause ends first ("but", a full stop, or a fresh "…, I have" clause).

const WINDOW = 8;

const CUES = new Set([
  'no',
  'not',
  'never',
  'without',
  'none',
  'nor',
  'neither',
  'denies',
  'denied',
  'deny',
  'nothing',
]);

// "not" in "can not stop coughing" or "not sure if" does not deny what follows.
const PSEUDO_AFTER_NOT = new Set([
  'stop',
  'stopping',
  'go',
  'going',
  'get',
  'getting',
  'improve',
  'improving',
  'improved',
  'better',
  'sure',
  'certain',
  'know',
  'only',
  'just',
  'help',
  'helping',
  'helped',
  'seem',
  'seeming',
  'work',
  'working',
  'worked',
  'shake',
  'gone',
  'settle',
  'settling',
  'ease',
  'easing',
  'clear',
  'clearing',
  'budge',
  'quit',
  'control',
  'bear',
  'stand',
  'much',
  'sleep',
  'sleeping',
  'keep',
  'eat',
  'eating',
  'able',
  'worse',
  'feeling',
  'coping',
  'managing',
]);
// "no appetite" and "no energy" report a symptom rather than deny one.
const PSEUDO_AFTER_NO = new Set([
  'appetite',
  'energy',
  'interest',
  'motivation',
  'sleep',
  'idea',
  'doubt',
  'change',
  'better',
  'improvement',
  'relief',
  'matter',
  'worse',
]);

const TERMINATORS = new Set([
  '.',
  'but',
  'however',
  'although',
  'though',
  'except',
  'apart',
  'aside',
  'yet',
  'whereas',
  'while',
  'still',
  'which',
  'now',
]);
const CLAUSE_SUBJECTS = new Set(['i', 'my', 'it', 'he', 'she', 'we', 'they', 'there', 'this', 'its', 'me']);
const CLAUSE_JOINERS = new Set([',', 'and', 'so', 'then', 'also', 'because', 'as', 'since', 'plus', 'or']);

// "not going away" is not a denial, but "not going down my leg" is.
const ONLY_BEFORE_AWAY = new Set(['go', 'going', 'gone']);

function isCue(tokens: readonly string[], index: number, following: readonly string[] = []): boolean {
  const token = tokens[index];
  if (token === undefined || !CUES.has(token)) return false;
  const rest = [...tokens.slice(index + 1), ...following];
  const next = rest[0];
  if (token === 'not' && next !== undefined && ONLY_BEFORE_AWAY.has(next)) return rest[1] !== 'away';
  if (token === 'not' && next !== undefined && PSEUDO_AFTER_NOT.has(next)) return false;
  if (token === 'no' && next !== undefined && PSEUDO_AFTER_NO.has(next)) return false;
  return true;
}

export function isNegatedAt(normalized: string, start: number, end: number): boolean {
  // The window is a few words, so a short stretch before the finding is enough to look at.
  const before = tokenize(normalized.slice(Math.max(0, start - 240), start).trim());
  let distance = 0;
  for (let index = before.length - 1; index >= 0 && distance < WINDOW; index -= 1) {
    const token = before[index] as string;
    if (TERMINATORS.has(token)) return false;
    if (CLAUSE_SUBJECTS.has(token) && index > 0 && CLAUSE_JOINERS.has(before[index - 1] as string))
      return false;
    if (isCue(before, index, tokenize(normalized.slice(start, end + 40)))) {
      return !(token === 'never' && /^\s*(like this|before|this bad)\b/.test(normalized.slice(end)));
    }
    if (token !== ',') distance += 1;
  }
  return afterNegation(normalized.slice(end));
}

// "breathing is fine", "fever: none"
function afterNegation(after: string): boolean {
  return (
    /^\s*(?:(?:is|are|was|has been|have been|seems?|feels?) )?(?:fine|ok|okay|normal|absent|none)\b/.test(
      after,
    ) || /^\s*\. (?:no|none|nope)\b\s*(?:\.|,|$)/.test(after)
  );
}

const HISTORY_BEFORE =
  /(?:^| )(?:last time|in the past|history of|used to|once had|previously|years ago|as a (?:child|kid|teenager)|when i was)(?: [a-z0-9,]+){0,7} ?$/;
const HISTORY_AFTER =
  /^ ?(?:[a-z0-9,]+ ){0,4}(?:last (?:year|month|time|summer|winter|spring|autumn|fall)|(?:years|months) ago|in the past|as a (?:child|kid|teenager)|when i was|once before|previously|in (?:19|20)\d\d)\b/;

/** True when the finding is described as something that happened in the past rather than now. */
export function isHistoricalAt(normalized: string, start: number, end: number): boolean {
  const before =
    normalized
      .slice(Math.max(0, start - 240), start)
      .split(' . ')
      .pop() ?? '';
  const after = normalized.slice(end, end + 240).split(' . ')[0] ?? '';
  return HISTORY_BEFORE.test(before) || HISTORY_AFTER.test(after);
}

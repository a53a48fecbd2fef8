// Patterns are regular-expression sources written against normalized text; each is anchored on word
// boundaries so that "ear" never matches inside "heart".

export interface PhraseMatch {
  start: number;
  end: number;
  text: string;
}

const compiled = new Map<string, RegExp>();

function compile(pattern: string): RegExp {
  let expression = compiled.get(pattern);
  if (!expression) {
    expression = new RegExp(`(?<![a-z0-9])(?:${pattern})(?![a-z0-9])`, 'g');
    compiled.set(pattern, expression);
  }
  return expression;
}

// A message is read against lists of up to a few hundred patterns, often clause by clause, and most
// clauses match none of them. Each list is also compiled into one expression that matches where any of
// its patterns does: one native scan rules a clause out, instead of one call per pattern.

const anyOfList = new WeakMap<readonly string[], RegExp>();
const anyOfSource = new Map<string, RegExp>();
// Lists built on the fly ("these red flags and those symptoms") come from a finite set of knowledge
// entries; the bound only guards against a caller that builds endless new lists.
const MAX_ANY_OF_SOURCE = 512;

function anyOf(patterns: readonly string[]): RegExp {
  const cached = anyOfList.get(patterns);
  if (cached) return cached;
  const source = patterns.map((pattern) => `(?:${pattern})`).join('|');
  let expression = anyOfSource.get(source);
  if (!expression) {
    expression = new RegExp(`(?<![a-z0-9])(?:${source})(?![a-z0-9])`);
    if (anyOfSource.size >= MAX_ANY_OF_SOURCE) anyOfSource.clear();
    anyOfSource.set(source, expression);
  }
  anyOfList.set(patterns, expression);
  return expression;
}

export interface PatternMatch extends PhraseMatch {
  /** The index of the pattern that matched, in the list given. */
  pattern: number;
}

/** Every match of every pattern, each pattern run on its own; ordered by start, then longest first. */
export function findPhrases(normalized: string, patterns: readonly string[]): PhraseMatch[] {
  return findPatternMatches(normalized, patterns).map(({ start, end, text }) => ({ start, end, text }));
}

/** findPhrases, telling which pattern made each match. */
export function findPatternMatches(normalized: string, patterns: readonly string[]): PatternMatch[] {
  if (patterns.length === 0 || !anyOf(patterns).test(normalized)) return [];
  const matches: PatternMatch[] = [];
  patterns.forEach((pattern, index) => {
    const expression = compile(pattern);
    expression.lastIndex = 0;
    for (let found = expression.exec(normalized); found !== null; found = expression.exec(normalized)) {
      // An empty match moves on by one character, as matchAll does.
      if (found[0].length === 0) expression.lastIndex = found.index + 1;
      else
        matches.push({
          start: found.index,
          end: found.index + found[0].length,
          text: found[0],
          pattern: index,
        });
    }
  });
  return matches.sort((a, b) => a.start - b.start || b.end - a.end);
}

export function containsPhrase(normalized: string, patterns: readonly string[]): boolean {
  return patterns.length > 0 && anyOf(patterns).test(normalized);
}

/** True when the whole message, stripped of filler words, is made only of the given phrases. */
export function consistsOnlyOf(
  normalized: string,
  phrases: readonly string[],
  filler: readonly string[],
): boolean {
  let rest = ` ${normalized.replace(/[.,]/g, ' ')} `;
  for (const pattern of [...phrases, ...filler]) rest = rest.replace(compile(pattern), ' ');
  return rest.trim().length === 0;
}

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

export function findPhrases(normalized: string, patterns: readonly string[]): PhraseMatch[] {
  const matches: PhraseMatch[] = [];
  for (const pattern of patterns) {
    const expression = compile(pattern);
    // matchAll starts from the shared expression's lastIndex, so it must be at zero.
    expression.lastIndex = 0;
    for (const match of normalized.matchAll(expression)) {
      if (match[0].length === 0) continue;
      matches.push({ start: match.index, end: match.index + match[0].length, text: match[0] });
    }
  }
  return matches.sort((a, b) => a.start - b.start || b.end - a.end);
}

export function containsPhrase(normalized: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => {
    const expression = compile(pattern);
    expression.lastIndex = 0;
    const found = expression.test(normalized);
    expression.lastIndex = 0;
    return found;
  });
}

/** True when the whole message, stripped of filler words, is made only of the given phrases. */
export function consistsOnlyOf(
  normalized: string,
  phrases: readonly string[],
  filler: readonly string[],
): boolean {
  let rest = ` ${normalized.replace(/[.,]/g, ' ')} `;
  for (const pattern of [...phrases, ...filler]) {
    rest = rest.replace(new RegExp(`(?<![a-z0-9])(?:${pattern})(?![a-z0-9])`, 'g'), ' ');
  }
  return rest.trim().length === 0;
}

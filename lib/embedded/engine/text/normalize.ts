// Matching runs on one canonical form: lower case, no accents, contractions spelled out (so "don't" and
// "dont" both read "do not"), sentence punctuation kept as " . " and commas as " , " because both bound
// the reach of a negation, every other symbol turned into a space.

const CONTRACTIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bcan'?t\b/g, 'can not'],
  [/\bcannot\b/g, 'can not'],
  [/\bwon't\b/g, 'will not'],
  [/\bshan't\b/g, 'shall not'],
  [/\b(do|does|did|is|are|was|were|have|has|had|could|would|should|must|need|ai)n'?t\b/g, '$1 not'],
  [/\b(\w+)n't\b/g, '$1 not'],
  [/\bi'?m\b/g, 'i am'],
  [/\bi'?ve\b/g, 'i have'],
  [/\b(you|we|they)'re\b/g, '$1 are'],
  [/\byoure\b/g, 'you are'],
  [/'ve\b/g, ' have'],
  [/'ll\b/g, ' will'],
  [/'d\b/g, ' would'],
  [/\b(it|that|what|there|he|she|who|where|how|here)'s\b/g, '$1 is'],
  [
    /\b(it|that|what|there)s\b(?= (a|an|the|not|been|getting|all|it|ok|okay|fine|bad|worse|better|just)\b)/g,
    '$1 is',
  ],
  [/\blet's\b/g, 'let us'],
  [/'s\b/g, 's'],
];

// Every contraction above has an apostrophe or is one of these words written without it.
const MAY_CONTRACT =
  /'|\b(?:cant|cannot|(?:do|does|did|is|are|was|were|have|has|had|could|would|should|must|need|ai)nt|im|ive|youre|its|thats|whats|theres)\b/;

export function normalizeText(raw: string): string {
  let text = raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'");
  // Most clauses hold no contraction; one scan rules all of them out.
  if (MAY_CONTRACT.test(text))
    for (const [pattern, replacement] of CONTRACTIONS) text = text.replace(pattern, replacement);
  return (
    text
      .replace(/(\d)\.(\d)/g, '$1 point $2')
      // "4ish", "3ish days": the number is what counts.
      .replace(/(\d)ish\b/g, '$1')
      .replace(/[.!?;:\n\r]+/g, ' . ')
      .replace(/[,\u2013\u2014]+|\s-+\s/g, ' , ')
      .replace(/[^a-z0-9.,]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export function tokenize(normalized: string): string[] {
  return normalized.length === 0 ? [] : normalized.split(' ');
}

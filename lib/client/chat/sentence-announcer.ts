/**
 * Whole sentences of a growing reply, each once: a polite live region fed from here speaks once per
 * finished sentence instead of re-reading the reply on every chunk.
 */

export interface AnnouncementStep {
  /** Finished sentences not announced before, as plain words (Markdown markers removed). */
  sentences: string[];
  /** How much of the text is now announced; pass it back with the next, longer text. */
  announcedLength: number;
}

// Terminal punctuation (with closing quotes or brackets) followed by white space, or a line break.
const BOUNDARY = /[.!?…]+["'”’)\]]*(?=\s)|\n+/g;
// Words whose full stop does not end a sentence.
const ABBREVIATION = /(?:^|[\s(])(?:dr|mr|mrs|ms|st|vs|e\.g|i\.e|approx|incl)\.$/i;

function sentenceEnds(text: string, from: number): number[] {
  const ends: number[] = [];
  BOUNDARY.lastIndex = from;
  for (let match = BOUNDARY.exec(text); match; match = BOUNDARY.exec(text)) {
    const end = match.index + match[0].length;
    // "1." alone is a list marker and "3." may be "3.5" still being written: neither ends a sentence.
    const before = text.slice(Math.max(from, text.lastIndexOf('\n', match.index) + 1), end);
    if (match[0][0] === '.' && (ABBREVIATION.test(before) || /^\s*\d+\.$/.test(before))) continue;
    ends.push(end);
  }
  return ends;
}

/** Markdown markers a screen reader would read out as symbols. */
export function toSpokenText(sentence: string): string {
  return sentence
    .replace(/^\s*(?:#{1,6}\s+|[-*+]\s+|\d+[.)]\s+|>\s*)/, '')
    .replace(/(\*\*|__|\*|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The sentences of `text` finished since `announcedLength`. With `final` (the reply is whole), the
 * unfinished rest counts as a sentence too. A text shorter than what was announced is a new reply.
 */
export function takeFinishedSentences(
  text: string,
  announcedLength: number,
  { final = false }: { final?: boolean } = {},
): AnnouncementStep {
  const from = announcedLength > text.length ? 0 : announcedLength;
  const ends = sentenceEnds(text, from);
  if (final && (ends.at(-1) ?? from) < text.length) ends.push(text.length);
  const sentences: string[] = [];
  let start = from;
  for (const end of ends) {
    const spoken = toSpokenText(text.slice(start, end));
    if (spoken) sentences.push(spoken);
    start = end;
  }
  return { sentences, announcedLength: start };
}

/** The same, keeping its own position; `reset` before a new reply. */
export function createSentenceAnnouncer() {
  let announcedLength = 0;
  return {
    next(text: string, options?: { final?: boolean }): string[] {
      const step = takeFinishedSentences(text, announcedLength, options);
      announcedLength = step.announcedLength;
      return step.sentences;
    },
    reset(): void {
      announcedLength = 0;
    },
  };
}

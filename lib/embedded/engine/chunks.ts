const WORDS_PER_CHUNK = 4;

/** Splits a reply into streaming chunks of a few words; joined back together they equal the text exactly. */
export function splitReplyIntoChunks(text: string): string[] {
  const pieces = text.match(/\s*\S+\s*/g);
  if (pieces === null) return text.length === 0 ? [] : [text];
  const chunks: string[] = [];
  for (let index = 0; index < pieces.length; index += WORDS_PER_CHUNK) {
    chunks.push(pieces.slice(index, index + WORDS_PER_CHUNK).join(''));
  }
  return chunks;
}

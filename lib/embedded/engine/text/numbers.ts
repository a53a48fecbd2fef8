const WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];

export const NUMBER_WORD_PATTERN = WORDS.join('|');

export function parseNumberWord(word: string): number | null {
  if (/^\d+$/.test(word)) return Number(word);
  const index = WORDS.indexOf(word);
  return index === -1 ? null : index;
}

export function numberToWords(value: number): string {
  return Number.isInteger(value) && value >= 0 && value < WORDS.length
    ? (WORDS[value] as string)
    : String(value);
}

/** "a, b and c" */
export function joinWithAnd(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  const serialComma = items.length > 2 ? ',' : '';
  return `${items.slice(0, -1).join(', ')}${serialComma} ${conjunction} ${items[items.length - 1]}`;
}

export function capitalize(text: string): string {
  return text.length === 0 ? text : `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

import { normalizeText } from '@/lib/embedded/engine/text/normalize';

export type ListStatus = 'none' | 'listed' | 'unknown';

export interface ParsedList {
  status: ListStatus;
  /** Verbatim pieces of the patient's answer, one per named item. */
  items: string[];
}

const FILLER =
  '(?:thanks|thank you|at (the moment|present|all)|currently|right now|regularly|regular|really|that i know of|that i am aware of|i think|just|so far|for now|nothing else|either)';
const NONE = new RegExp(
  `^(?:(?:no|nope|nah|none|nothing|nil|zero|n a|na|not really|not any|no i am not|no i do not|not that i know of|not that i am aware of|i do not think so|no known (?:drug )?allerg(?:y|ies)|nkda|nka|i am healthy|healthy|i am not taking anything|not taking anything|i do not take anything|i do not have any|i have none|none known|no medications?|no meds|no medicines?|no allerg(?:y|ies)|no conditions?|no health (?:conditions?|problems|issues)|no (?:other )?(?:medical )?(?:conditions?|problems|issues|history)|i am not on anything|not on anything|nothing else|no others?|no other ones|none other|that is it|that is all|just that|only that|just those|only those|just the one|only the one)\\b[ .,]*)+(?:${FILLER}[ .,]*)*$`,
);
// A whole-sentence denial ("No, I do not take any medications", "I'm not on any medication"); an
// exception after it ("... except ibuprofen") is read as a list instead.
const DENIAL =
  /^(?:(?:no|nope)\s*,?\s*)?(?:i\s+)?(?:do not|dont|am not|have not|have never|never)\s+(?:take|taking|use|using|have|had|got|on|suffer from|suffered from)\s+(?:any|anything|no)\b/;
const UNKNOWN =
  /\b(not sure|do not know|dont know|can not remember|cant remember|do not remember|no idea|unsure)\b/;
const LEAD_IN =
  /^\s*(?:(?:yes|yeah|yep|no|nope)\b[\s,.:;-]*)?(?:but |except |apart from |other than |only |just )?(?:i(?:'|’)?m taking |i am taking |i take |taking |i(?:'|’)?ve been using |i have been using |i(?:'|’)?ve used |i have used |i used |i(?:'|’)?m using |i am using |using |i(?:'|’)?ve been taking |i have been taking |i took |i(?:'|’)?m on |i am on |i use |i(?:'|’)?ve got |i have got |i have |i(?:'|’)?m allergic to |i am allergic to |allergic to |allergy to |allergies to |i suffer from |i(?:'|’)?ve had |i had |i(?:'|’)?m |i am )?(?:only |just |some |a bit of |an? )?/i;
// What the patient adds about an item is not part of its name: "hayfever tablets make me drowsy". The
// look-behind lets a match start only where a run of spaces starts, so a long run is scanned once.
const AFTERTHOUGHT = /(?<!\s)\s+(?:makes?|made|gives?|gave|helps?|helped|which|that|but|because)\s.*$/i;
// Chat sign-offs that are not part of an item: "plasters lol".
const SIGN_OFF = /^(?:lol|haha+|lmao|tbh|xx*)$/i;
const SIGN_OFF_SEPARATOR = /[\s.!,;:]/;

/** The item without trailing sign-offs and punctuation, read backwards from its end once. */
function withoutSignOffs(piece: string): string {
  const isSeparator = (index: number) => SIGN_OFF_SEPARATOR.test(piece.charAt(index));
  let end = piece.length;
  while (end > 0 && isSeparator(end - 1)) end -= 1;
  for (;;) {
    let start = end;
    while (start > 0 && !isSeparator(start - 1)) start -= 1;
    // A sign-off counts only after a separator: "lol" alone is left as it is.
    if (start === 0 || start === end || !SIGN_OFF.test(piece.slice(start, end))) return piece.slice(0, end);
    end = start;
    while (end > 0 && isSeparator(end - 1)) end -= 1;
  }
}

/** Runs of spaces as one space, line breaks kept: every pattern below then meets short runs only. */
function collapseSpaces(raw: string): string {
  return raw.replace(/[^\S\n]+/g, ' ');
}

// A turn reads the same answer as a list up to three times; the last reading is kept.
let lastList: { message: string; list: ParsedList } | null = null;

export function parseFreeTextList(message: string): ParsedList {
  if (lastList?.message !== message) lastList = { message, list: readList(message) };
  return { status: lastList.list.status, items: [...lastList.list.items] };
}

function readList(message: string): ParsedList {
  const raw = collapseSpaces(message);
  const normalized = normalizeText(raw);
  if (normalized.length === 0 || NONE.test(normalized)) return { status: 'none', items: [] };
  const hasBut = /\b(but|except|apart from|other than)\b/.test(normalized);
  if (!hasBut && DENIAL.test(normalized)) return { status: 'none', items: [] };
  if (UNKNOWN.test(normalized) && !hasBut && normalized.split(' ').length <= 6)
    return { status: 'unknown', items: [] };
  const body = hasBut ? raw.slice(raw.search(/\b(but|except|apart from|other than)\b/i)) : raw;
  const items = body
    .split(/,|;|\n|\band\b|\bplus\b|&|\balso\b/i)
    .map((piece) => piece.replace(LEAD_IN, '').replace(AFTERTHOUGHT, ''))
    .map((piece) => withoutSignOffs(piece).trim())
    .filter((piece) => piece.length > 0 && !/^(and|or|also|too|as well)$/i.test(piece));
  return items.length === 0 ? { status: 'none', items: [] } : { status: 'listed', items };
}

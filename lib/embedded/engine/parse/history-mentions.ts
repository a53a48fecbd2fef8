import {
  CONDITION_PATTERNS,
  HISTORY_CUE,
  HISTORY_ONLY_WITH_CUE,
  MEDICINE_PATTERNS,
} from '@/lib/embedded/engine/knowledge/history-terms';
import { isNegatedAt } from '@/lib/embedded/engine/text/negation';
import { containsPhrase, findPhrases } from '@/lib/embedded/engine/text/phrase-matcher';

// Medicines, allergies and long-term conditions mentioned anywhere in a message, with the statements
// that deny them ("no meds", "no known allergies"), so that they are recorded wherever they appear.

export type HistoryKind = 'medications' | 'allergies' | 'conditions';

export interface HistoryMention {
  items: string[];
  denied: boolean;
}

export type HistoryMentions = Record<HistoryKind, HistoryMention>;

interface Clause {
  start: number;
  end: number;
  text: string;
}

// A clause ends at a full stop, a comma, "but", or an "and" that starts a new statement ("… and I take …");
// splitClauses joins a comma-separated list back together.
const CLAUSE_BREAK =
  / \. | but | , | (?:and|so|because|then|also|plus)(?: also| and)? (?=(?:i|my|it|its|im|also|and i|the pain|no|not|nothing)\b)/g;

const LIST_CONTEXT = /\b(allergic to|allergy to|allergies to|take|taking|i am on|on|use|using)\b/;
const NEW_STATEMENT = /\b(allerg\w*|took|take|taking|since|started|i|my|it|been|had|have|no|not|for)\b/;

/** Clauses of a message: a comma separates statements, except inside a list ("allergic to a, b and c"). */
export function splitClauses(normalized: string): Clause[] {
  const clauses: Clause[] = [];
  let start = 0;
  const push = (end: number, next: number) => {
    const text = normalized.slice(start, end);
    const previous = clauses[clauses.length - 1];
    const continuesList =
      previous !== undefined &&
      normalized.slice(previous.end, start).trim() === ',' &&
      LIST_CONTEXT.test(previous.text) &&
      text.trim().split(' ').length <= 3 &&
      !NEW_STATEMENT.test(text);
    if (continuesList && previous) {
      previous.end = end;
      previous.text = normalized.slice(previous.start, end);
    } else clauses.push({ start, end, text });
    start = next;
  };
  for (const match of normalized.matchAll(CLAUSE_BREAK)) push(match.index, match.index + match[0].length);
  push(normalized.length, normalized.length);
  return clauses.filter((clause) => clause.text.trim().length > 0);
}

const ALLERGY_WORD =
  /\b(nkda|nka)\b|\b(gives?|gave|brings? out) me (hives|a rash|rashes|swelling)\b|\ballerg\w*|\breact(ion|s|ed)? to\b|\bintoleran\w*/;
const FAMILY =
  /\b(mum|mom|mother|dad|father|brother|sister|grandma|grandmother|grandad|grandpa|grandfather|aunt|uncle|family|runs in)\b/;
const TAKING =
  /\b(take|takes|taking|took|taken|(i am|i am not|been|im) on|prescribed|tablets?|pills?|meds|medications?|medicines?)\b/;

const HISTORY_WITH_CUE = HISTORY_ONLY_WITH_CUE.map(
  (term) => `${HISTORY_CUE} (?:a |an |bad |mild |bit of |some |also )*(?:${term})`,
);

const CONDITION_OR_CUED = [...CONDITION_PATTERNS, ...HISTORY_WITH_CUE];

const QUESTION_START =
  /^(can|could|should|shall|may|is it|is that|are|do|does|would|will|what|how|which|why|when|where|am i allowed)\b/;

export function clauseKind(clause: string): HistoryKind | null {
  if (ALLERGY_WORD.test(clause)) return 'allergies';
  if (containsPhrase(clause, MEDICINE_PATTERNS) || TAKING.test(clause)) return 'medications';
  if (containsPhrase(clause, CONDITION_OR_CUED)) return 'conditions';
  if (/\b(diagnosed|condition|history of)\b/.test(clause)) return 'conditions';
  return null;
}

const STOP_ITEM = /^(anything|nothing|none|any|everything|that i know of|things?|stuff|it|that|them)$/;
const ITEM_LEAD = /^(?:the|some|a|an|certain|all|any|most|really|very|quite|mainly|mostly|also|too)\s+/;
const ITEM_TAIL =
  /\s+(?:too|as well|also|i think|i believe|i guess|as far as i know|that i know of|that i am aware of|and stuff|etc|i am pretty sure|only|lol|haha+|lmao|tbh|xx*)$/;

function cleanItem(raw: string): string {
  let item = raw.trim();
  if (item === 'the pill') return item;
  for (let pass = 0; pass < 3; pass += 1) item = item.replace(ITEM_LEAD, '').replace(ITEM_TAIL, '').trim();
  return item;
}

/** "allergic to penicillin, latex and nuts, and I …" → penicillin, latex, nuts */
function allergiesIn(clause: string): { items: string[]; denied: boolean } {
  const items: string[] = [];
  let denied = false;
  for (const match of clause.matchAll(
    /\b(?:allergic|allergy|allergies|react(?:ion|s|ed)?|intolerant) to (.+)$/g,
  )) {
    const pieces = (match[1] as string).split(/ , | and | or | plus | & /);
    for (const piece of pieces) {
      const item = cleanItem(
        piece.split(/ (?:which|that|so|because|since|when|it|they|if|from|for|i)\b/)[0] ?? '',
      );
      if (item.length === 0) continue;
      if (STOP_ITEM.test(item)) denied = true;
      else if (item.split(' ').length <= 4) items.push(item);
    }
  }
  for (const match of clause.matchAll(
    /\b([a-z]+) (?:gives?|gave|brings? out) me (?:hives|a rash|rashes|swelling)\b/g,
  ))
    items.push(match[1] as string);
  for (const match of clause.matchAll(/\b([a-z]+) (?:allergy|allergies|intolerance)\b/g)) {
    const word = match[1] as string;
    if (
      !/^(no|any|known|drug|food|an|a|my|have|of|seasonal|the|some|other|severe|bad|serious|medication|medicine|mild|real|nasty|had|got)$/.test(
        word,
      )
    )
      items.push(word);
  }
  if (/\b(nkda|nka|no known (drug )?allergies|not allergic to anything|allergic to nothing)\b/.test(clause))
    denied = true;
  const mentions = [...clause.matchAll(/\ballerg\w*/g)];
  if (
    items.length === 0 &&
    mentions.some((match) => isNegatedAt(clause, match.index, match.index + match[0].length))
  )
    denied = true;
  return { items, denied: denied && items.length === 0 };
}

const MEDS_DENIED =
  /\b(?:no (?:regular |other |current |prescribed )?(?:meds|medications?|medicines?|tablets|pills|drugs)|(?:not|never) (?:taking|on|take|took|taken|had|having|using|use|tried) (?:any(?:thing)?|nothing)|not on (?:any )?(?:meds|medications?|medicines?)|(?:taking|take|took|taken|tried) nothing)\b/;

function medicinesIn(clause: string): { items: string[]; denied: boolean } {
  const items: string[] = [];
  for (const match of findPhrases(clause, MEDICINE_PATTERNS)) {
    if (isNegatedAt(clause, match.start, match.end)) continue;
    const dose = /^ (\d+(?: point \d+)? ?(?:mg|mcg|g|ml|milligrams?)?)\b/.exec(clause.slice(match.end));
    items.push(cleanItem(`${match.text}${dose && /\d/.test(dose[1] as string) ? ` ${dose[1]}` : ''}`));
  }
  return { items, denied: items.length === 0 && MEDS_DENIED.test(clause) };
}

const CONDITIONS_DENIED =
  /\b(?:no (?:other |ongoing |long term |chronic |medical |health |known |underlying |previous |past )*(?:conditions?|illness(?:es)?|medical history|health (?:conditions?|problems|issues))|(?:i am |otherwise |generally |usually |normally )(?:fit and |pretty |very |quite )?healthy|fit and healthy|nothing medical|never been ill)\b/;

const CONDITION_ALIASES: Record<string, string> = {
  diabetic: 'diabetes',
  asthmatic: 'asthma',
  epileptic: 'epilepsy',
};

function conditionsIn(clause: string): { items: string[]; denied: boolean } {
  if (FAMILY.test(clause)) return { items: [], denied: false };
  const items: string[] = [];
  for (const match of findPhrases(clause, CONDITION_PATTERNS)) {
    if (isNegatedAt(clause, match.start, match.end)) continue;
    items.push(CONDITION_ALIASES[match.text] ?? match.text);
  }
  for (const match of findPhrases(clause, HISTORY_WITH_CUE)) {
    const term = HISTORY_ONLY_WITH_CUE.find((candidate) => new RegExp(`(?:${candidate})$`).test(match.text));
    if (term === undefined || isNegatedAt(clause, match.start, match.end)) continue;
    const found = new RegExp(`(?:${term})$`).exec(match.text);
    if (found) items.push(found[0]);
  }
  return { items, denied: items.length === 0 && CONDITIONS_DENIED.test(clause) };
}

// Past this many distinct items a list is longer than the record keeps (intake/item-list.ts), which
// merges what it is given again; later items are only told apart from repeats, so that the work stays
// linear in the number of items.
const COMPARED_ITEMS = 100;

function unique(items: string[]): string[] {
  const kept: string[] = [];
  const seen = new Set<string>();
  const rest: string[] = [];
  for (const item of items) {
    if (seen.has(item)) continue;
    seen.add(item);
    if (kept.length >= COMPARED_ITEMS) {
      rest.push(item);
      continue;
    }
    if (!kept.some((other) => other.includes(item))) {
      for (let index = kept.length - 1; index >= 0; index -= 1)
        if (item.includes(kept[index] as string)) kept.splice(index, 1);
      kept.push(item);
    }
  }
  return [...kept, ...rest];
}

/**
 * answering: the history question the message answers, if any. Answering "any allergies?" with
 * "amoxicillin" names an allergy, not a medicine being taken.
 */
export function readHistoryMentions(
  normalized: string,
  answering: HistoryKind | null = null,
): HistoryMentions {
  // A turn reads the same message several times (does it answer? what does it add?); the last reading
  // is kept, and each caller gets its own copy.
  if (lastReading?.normalized !== normalized || lastReading.answering !== answering)
    lastReading = { normalized, answering, mentions: readMentions(normalized, answering) };
  const { medications, allergies, conditions } = lastReading.mentions;
  const copy = (mention: HistoryMention) => ({ items: [...mention.items], denied: mention.denied });
  return { medications: copy(medications), allergies: copy(allergies), conditions: copy(conditions) };
}

let lastReading: { normalized: string; answering: HistoryKind | null; mentions: HistoryMentions } | null =
  null;

function readMentions(normalized: string, answering: HistoryKind | null): HistoryMentions {
  const result: HistoryMentions = {
    medications: { items: [], denied: false },
    allergies: { items: [], denied: false },
    conditions: { items: [], denied: false },
  };
  for (const clause of splitClauses(normalized)) {
    // "can I take ibuprofen with this?" asks about a medicine; it does not say the patient takes it.
    if (QUESTION_START.test(clause.text.trim())) continue;
    const kind = clauseKind(clause.text);
    const parts =
      kind === 'allergies'
        ? { allergies: allergiesIn(clause.text) }
        : { medications: medicinesIn(clause.text), conditions: conditionsIn(clause.text) };
    if (answering === 'allergies' && parts.medications && !TAKING.test(clause.text)) {
      result.allergies.items.push(...parts.medications.items);
      parts.medications = { items: [], denied: false };
    }
    for (const [key, found] of Object.entries(parts) as [HistoryKind, HistoryMention][]) {
      result[key].items.push(...found.items);
      result[key].denied ||= found.denied;
    }
  }
  for (const mention of Object.values(result)) {
    mention.items = unique(mention.items);
    if (mention.items.length > 0) mention.denied = false;
  }
  return result;
}

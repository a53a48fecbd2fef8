import { recognizeComplaints } from '@/lib/embedded/engine/knowledge/recognize';
import { MEDICINE_PATTERNS } from '@/lib/embedded/engine/knowledge/history-terms';
import { findPhrases } from '@/lib/embedded/engine/text/phrase-matcher';
import type { ParsedList } from '@/lib/embedded/engine/parse/free-text-list';
import {
  clauseKind,
  readHistoryMentions,
  splitClauses,
  type HistoryKind,
} from '@/lib/embedded/engine/parse/history-mentions';
import { normalizeText } from '@/lib/embedded/engine/text/normalize';
import { mergeItems } from './item-list';
import type { IntakeState } from './state';
import type { Utterance } from './utterance';

// Medicines, allergies and conditions are recorded wherever the patient mentions them, and every
// mention adds to what is known: a later "no" never erases a medicine named earlier.

/** "levothyroxine for an underactive thyroid" is the medicine levothyroxine; the reason is history. */
export function withoutPurpose(items: readonly string[]): string[] {
  return items.map((item) => {
    const head = /^(.+?)\s+(?:for|because of|due to)\s+\S/i.exec(item)?.[1];
    return head !== undefined && findPhrases(normalizeText(head), MEDICINE_PATTERNS).length > 0 ? head : item;
  });
}

// Named beyond the list in the turn under way, per state and kind: a message is read for history twice
// (as the answer and for what it mentions), and an item counts once however often it is read.
const namedBeyondInTurn = new WeakMap<IntakeState, Partial<Record<HistoryKind, Set<string>>>>();

function beyondSet(state: IntakeState, kind: HistoryKind): Set<string> {
  const sets = namedBeyondInTurn.get(state) ?? {};
  namedBeyondInTurn.set(state, sets);
  return (sets[kind] ??= new Set());
}

/** Whether the message is already one of the lines of what the patient said. */
function alreadySaid(said: string, message: string): boolean {
  return `\n${said}\n`.includes(`\n${message}\n`);
}

export function recordList(
  state: IntakeState,
  kind: HistoryKind,
  update: ParsedList,
  verbatim: string,
): void {
  const current = state[kind];
  if (update.status === 'listed' && update.items.length > 0) {
    const previous = current?.status === 'listed' ? current : null;
    const repeated = previous !== null && alreadySaid(previous.verbatim, verbatim);
    const said =
      previous === null || repeated ? (previous?.verbatim ?? verbatim) : `${previous.verbatim}\n${verbatim}`;
    // A message sent again in a later turn names nothing new beyond the list.
    const counted = repeated && !namedBeyondInTurn.get(state)?.[kind] ? null : beyondSet(state, kind);
    const merged = mergeItems(
      previous?.items ?? [],
      kind === 'medications' ? withoutPurpose(update.items) : update.items,
      { unlisted: previous?.unlisted ?? 0, beyond: counted },
    );
    state[kind] = {
      status: 'listed',
      items: merged.items,
      verbatim: said,
      ...(merged.unlisted > 0 ? { unlisted: merged.unlisted } : {}),
    };
    return;
  }
  // "None" or "not sure" only fills a gap; it never replaces something the patient named.
  if (current === null || (current.status === 'unknown' && update.status === 'none'))
    state[kind] = { status: update.status, items: [], verbatim };
}

/** What the message says about medicines, allergies and conditions; returns the kinds it added to. */
export function absorbHistory(
  state: IntakeState,
  utterance: Utterance,
  answering: HistoryKind | null,
): HistoryKind[] {
  const mentions = readHistoryMentions(utterance.normalized, answering);
  const touched: HistoryKind[] = [];
  for (const kind of ['medications', 'allergies', 'conditions'] as const) {
    const mention = mentions[kind];
    if (mention.items.length > 0) {
      recordList(state, kind, { status: 'listed', items: mention.items }, utterance.raw);
      touched.push(kind);
    } else if (mention.denied) {
      recordList(state, kind, { status: 'none', items: [] }, utterance.raw);
      touched.push(kind);
    }
  }
  return touched;
}

// A match may start only where a run of spaces starts (or at a comma), so each run is scanned once;
// runs are collapsed first besides, a run with a line break in it to that line break.
const RAW_CLAUSE_BREAK =
  /[.;!?\n]+|(?<!\s)\s+but\s+|(?:,|(?<![\s,]))\s+(?:and|also|plus)\s+(?=(?:i|i'm|im|i’m|i've|i’ve|my)\b)|,\s*(?=(?:i|i'm|im|i’m|i've|i’ve|my|no|not|never)\b)/i;

function collapseRuns(raw: string): string {
  return raw.replace(/\s+/g, (run) => (run.includes('\n') ? '\n' : ' '));
}

const HEDGE =
  /^(not sure|i am not sure|unsure|dunno|i do not know|no idea|maybe|i think|not certain|if that counts)\b/;

/** The parts of an answer about one kind of history: "metformin. oh and I'm allergic to sulfa" → "metformin". */
export function clausesAbout(raw: string, kind: HistoryKind): string {
  // Asked twice a turn (does the message answer? what does it say?); the last answer is kept.
  if (lastClausesAbout?.raw !== raw || lastClausesAbout.kind !== kind)
    lastClausesAbout = { raw, kind, clauses: readClausesAbout(raw, kind) };
  return lastClausesAbout.clauses;
}

let lastClausesAbout: { raw: string; kind: HistoryKind; clauses: string } | null = null;

function readClausesAbout(raw: string, kind: HistoryKind): string {
  const clauses = collapseRuns(raw)
    .split(RAW_CLAUSE_BREAK)
    .filter((clause) => clause.trim().length > 0);
  return (
    clauses
      // "…? not sure if that counts" hedges the answer; it is not an item of it.
      .map((clause) => ({ clause, normalized: normalizeText(clause) }))
      .filter(({ normalized }) => clauses.length === 1 || !HEDGE.test(normalized))
      .filter(({ normalized }) => {
        const found = clauseKind(normalized);
        if (found !== null) return found === kind;
        // "…, I've had the cough for 3 days" is about the illness, not a medicine. Long-term conditions
        // are often named like complaints ("asthma"), so that check is left out for them.
        return (
          !/\b(i have had|it is|it has been|started|since|getting (worse|better))\b/.test(normalized) &&
          (kind === 'conditions' || recognizeComplaints(normalized).asserted.length === 0)
        );
      })
      .map(({ clause }) => clause)
      .join(', ')
  );
}

/** Parts of a message that are not about medicines, allergies or conditions (or the kinds given), normalized. */
export function clausesAboutSymptoms(
  normalized: string,
  setAside: readonly HistoryKind[] = ['medications', 'allergies', 'conditions'],
): string {
  return splitClauses(normalized)
    .map((clause) => clause.text.trim())
    .filter((clause) => {
      const kind = clauseKind(clause);
      return kind === null || !setAside.includes(kind);
    })
    .join(' . ');
}

const PAST_EPISODE =
  /\b(had|used to|once|previously)\b.*\b(last (year|month|summer|winter|spring|autumn|fall|time)|years ago|months ago|in the past|as a (child|kid|teenager)|when i was|before)\b/;

/** The symptom clauses about now: "had an ear infection last year too" does not date this one. */
export function clausesAboutNow(normalized: string): string {
  return clausesAboutSymptoms(normalized)
    .split(' . ')
    .filter((clause) => !PAST_EPISODE.test(clause))
    .join(' . ');
}

import type { CorpusConversation, ExpectedFacts } from '@/testing/embedded/engine/intake-corpus/types';
import { writeConsultationDocuments } from '@/lib/embedded/engine/documents/index';
import { GENERAL_CONCERN, PRESENTATIONS } from '@/lib/embedded/engine/knowledge/index';
import type { Presentation, RedFlagQuestion } from '@/lib/embedded/engine/knowledge/types';
import { normalizeText } from '@/lib/embedded/engine/text/normalize';
import type { ConsultationDocuments } from '@/lib/embedded/engine/types';
import { chiefPresentation } from '@/lib/embedded/engine/intake/plan';
import type { IntakeState } from '@/lib/embedded/engine/intake/state';
import {
  DOCUMENT_NAMES,
  NONE_WORDING,
  sectionFor,
  type DocumentName,
  type FactKind,
} from './document-sections';
import { CORPUS_NOW, drive } from './drive';

// Runs one corpus conversation through the engine and checks every expected fact in every document
// that carries facts of its kind.

export interface FactCheck {
  conversation: string;
  document: DocumentName;
  kind: FactKind;
  value: string;
  /** stated: must be in its section; never: must not be. */
  expectation: 'stated' | 'never';
  ok: boolean;
}

export interface ConversationResult {
  id: string;
  completed: boolean;
  checks: FactCheck[];
  /** Warning signs the SOAP note records as present that the patient never confirmed. */
  unstatedRedFlags: string[];
  documents: ConsultationDocuments;
  state: IntakeState;
}

function presentationFor(facts: ExpectedFacts, state: IntakeState): Presentation {
  return (
    PRESENTATIONS.find((presentation) => presentation.label === facts.complaint) ??
    chiefPresentation(state) ??
    GENERAL_CONCERN
  );
}

function flagLine(document: DocumentName, flag: RedFlagQuestion, answer: 'yes' | 'no'): string {
  if (document === 'long') return `${flag.question} — **${answer === 'yes' ? 'Yes' : 'No'}**`;
  if (document === 'soap') return `${flag.label}: ${answer}`;
  return flag.label;
}

function holds(
  document: DocumentName,
  section: string,
  kind: FactKind,
  value: string,
  presentation: Presentation,
): boolean {
  // Compared in the engine's canonical form, so "co-codamol" and "co codamol" are the same medicine.
  const text = normalizeText(section);
  if (kind === 'flagsYes' || kind === 'flagsNo') {
    const flag = presentation.redFlags.find((candidate) => candidate.id === value);
    const line = flag ? normalizeText(flagLine(document, flag, kind === 'flagsYes' ? 'yes' : 'no')) : null;
    return line !== null && text.includes(line);
  }
  if ((kind === 'medications' || kind === 'allergies' || kind === 'conditions') && value === 'none')
    return section.trim().toLowerCase() === NONE_WORDING[document][kind].toLowerCase();
  return text.includes(normalizeText(value));
}

function factValues(facts: ExpectedFacts): [FactKind, string][] {
  const pairs: [FactKind, string][] = [];
  for (const [kind, value] of Object.entries(facts) as [FactKind, string | string[] | undefined][]) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) pairs.push([kind, item]);
  }
  return pairs;
}

const LISTS = ['medications', 'allergies', 'conditions'] as const;

/** What is named in one list must not turn up in another: an allergy is not a medicine. */
function crossListNevers(facts: ExpectedFacts): [FactKind, string][] {
  const pairs: [FactKind, string][] = [];
  for (const kind of LISTS) {
    const items = facts[kind];
    if (!Array.isArray(items)) continue;
    for (const other of LISTS.filter((candidate) => candidate !== kind)) {
      const named = facts[other];
      for (const item of items) {
        const alsoThere =
          Array.isArray(named) && named.some((entry) => entry.toLowerCase() === item.toLowerCase());
        if (!alsoThere) pairs.push([other, item]);
      }
    }
  }
  return pairs;
}

/** Every item listed in the long summary must be one the patient named: nothing made up, no leftovers. */
function extraItems(conversation: CorpusConversation, longSummary: string): FactCheck[] {
  return LISTS.flatMap((kind) => {
    const expected = conversation.facts[kind];
    if (!Array.isArray(expected)) return [];
    const listed = (sectionFor('long', longSummary, kind) ?? '')
      .split('\n')
      .filter((line) => line.startsWith('- '))
      .map((line) => normalizeText(line.slice(2)));
    return listed.map((item) => ({
      conversation: conversation.id,
      document: 'long' as const,
      kind,
      value: `listed: ${item}`,
      expectation: 'never' as const,
      ok: expected.some(
        (named) => item.includes(normalizeText(named)) || normalizeText(named).includes(item),
      ),
    }));
  });
}

export function runCorpusConversation(conversation: CorpusConversation): ConversationResult {
  const { state } = drive(conversation.turns);
  const documents = writeConsultationDocuments(state, { chatId: conversation.id, completedAt: CORPUS_NOW });
  const presentation = presentationFor(conversation.facts, state);
  const bodies: Record<DocumentName, string> = {
    long: documents.longSummary,
    short: documents.shortSummary,
    soap: documents.soapNote,
  };
  const checks: FactCheck[] = [];
  const check = (pairs: [FactKind, string][], expectation: FactCheck['expectation']) => {
    for (const document of DOCUMENT_NAMES) {
      for (const [kind, value] of pairs) {
        const section = sectionFor(document, bodies[document], kind);
        if (section === null) continue;
        const found = holds(document, section, kind, value, presentation);
        checks.push({
          conversation: conversation.id,
          document,
          kind,
          value,
          expectation,
          ok: expectation === 'stated' ? found : !found,
        });
      }
    }
  };
  check(factValues(conversation.facts), 'stated');
  checks.push(...extraItems(conversation, bodies.long));
  check([...factValues(conversation.never ?? {}), ...crossListNevers(conversation.facts)], 'never');

  const stated = new Set(conversation.facts.flagsYes ?? []);
  const soapFlags = sectionFor('soap', documents.soapNote, 'flagsYes') ?? '';
  const unstatedRedFlags = (chiefPresentation(state)?.redFlags ?? [])
    .filter((flag) => soapFlags.includes(`${flag.label}: yes`) && !stated.has(flag.id))
    .map((flag) => flag.id);
  return {
    id: conversation.id,
    completed: state.end?.reason === 'consultation_complete',
    checks,
    unstatedRedFlags,
    documents,
    state,
  };
}

export interface AccuracyRow {
  kind: FactKind | 'all';
  stated: number;
  statedRight: number;
  never: number;
  neverViolated: number;
}

export function accuracyTable(checks: readonly FactCheck[]): AccuracyRow[] {
  const rows = new Map<FactKind | 'all', AccuracyRow>();
  const row = (kind: FactKind | 'all') => {
    let found = rows.get(kind);
    if (!found) {
      found = { kind, stated: 0, statedRight: 0, never: 0, neverViolated: 0 };
      rows.set(kind, found);
    }
    return found;
  };
  for (const item of checks) {
    for (const target of [row(item.kind), row('all')]) {
      if (item.expectation === 'stated') {
        target.stated += 1;
        if (item.ok) target.statedRight += 1;
      } else {
        target.never += 1;
        if (!item.ok) target.neverViolated += 1;
      }
    }
  }
  const all = rows.get('all');
  rows.delete('all');
  return [...rows.values(), ...(all ? [all] : [])];
}

export function formatAccuracyTable(rows: readonly AccuracyRow[]): string {
  const percent = (part: number, whole: number) =>
    whole === 0 ? '   -  ' : `${((100 * part) / whole).toFixed(1).padStart(5)}%`;
  const lines = ['fact kind     stated  in right section   must-not  violated'];
  for (const row of rows) {
    lines.push(
      `${row.kind.padEnd(12)} ${String(row.stated).padStart(7)}  ${String(row.statedRight).padStart(5)} ${percent(row.statedRight, row.stated)}   ${String(row.never).padStart(8)}  ${String(row.neverViolated).padStart(8)}`,
    );
  }
  return lines.join('\n');
}

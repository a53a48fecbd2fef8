import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeConsultationDocuments } from '@/lib/embedded/engine/documents/index';
import { createIntakeState, type IntakeState } from './state';
import { MAX_ITEM_LENGTH, MAX_LIST_ITEMS, mergeItems } from './item-list';
import {
  contextAtLimit,
  distinctWords,
  fillList,
  LIMITS,
  runTurn,
  stateAt,
  STAGES,
  worstCaseMessages,
  WORST_CASE_NOW,
  type TurnRun,
} from '@/testing/embedded/engine/worst-case';

// Whatever a patient types, a turn does bounded work: the lists it records are capped and say how many
// more were named, and a turn costs milliseconds of CPU. The bound is generous, for a machine busy with
// other work, yet a 10,000-character list took 34 s when each item was compared with every other.
const TURN_CPU_MS = 500;

function cpuMs<T>(work: () => T): { result: T; ms: number } {
  const before = process.cpuUsage();
  const result = work();
  const used = process.cpuUsage(before);
  return { result, ms: (used.user + used.system) / 1000 };
}

function timedTurn(state: IntakeState, text: string, context: string | null = null): TurnRun {
  const { result, ms } = cpuMs(() => runTurn(state, text, context));
  expect(ms, `turn CPU time for ${text.slice(0, 40)}…`).toBeLessThan(TURN_CPU_MS);
  return result;
}

function documentsOf(state: IntakeState) {
  const { result, ms } = cpuMs(() =>
    writeConsultationDocuments(state, { chatId: 'chat-worst-case', completedAt: WORST_CASE_NOW }),
  );
  expect(ms).toBeLessThan(TURN_CPU_MS);
  return result;
}

describe('merging named items', () => {
  it('keeps one entry per thing, the longer name, and compares whole words only', () => {
    expect(
      mergeItems(['ibuprofen'], ['Ibuprofen 400mg', 'paracetamol', 'statin', 'atorvastatin']).items,
    ).toEqual(['Ibuprofen 400mg', 'paracetamol', 'statin', 'atorvastatin']);
  });

  it('keeps the first items up to the cap and counts each further one once', () => {
    const words = distinctWords(MAX_LIST_ITEMS + 30);
    const merged = mergeItems([], [...words, ...words.slice(MAX_LIST_ITEMS)]);
    expect(merged.items).toEqual(words.slice(0, MAX_LIST_ITEMS));
    expect(merged.unlisted).toBe(30);
  });

  it('cuts an item at a word and collapses its spaces', () => {
    const long = `${'word '.repeat(100)}`;
    const [item] = mergeItems([], [`pollen \t  and ${long}`]).items;
    expect(item?.startsWith('pollen and word')).toBe(true);
    expect(item?.length).toBeLessThanOrEqual(MAX_ITEM_LENGTH);
    expect(item?.endsWith('…')).toBe(true);
  });

  it('counts what a list stored before the cap holds beyond it', () => {
    const words = distinctWords(MAX_LIST_ITEMS + 7);
    const merged = mergeItems(words, ['penicillin']);
    expect(merged.items).toEqual(words.slice(0, MAX_LIST_ITEMS));
    expect(merged.unlisted).toBe(8);
  });

  it('records every distinct item named, kept or counted, however the list is written', () => {
    const separator = fc.constantFrom(', ', ' and ', '\n', '; ');
    const padding = fc.integer({ min: 0, max: 300 }).map((spaces) => ' '.repeat(spaces));
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.array(fc.tuple(separator, padding), { minLength: 1, maxLength: 400 }),
        (count, joins) => {
          const words = distinctWords(count);
          const text = words.reduce((said, word, index) => {
            const [join, pad] = joins[index % joins.length] as [string, string];
            return index === 0 ? `${said}${word}` : `${said}${pad}${join}${pad}${word}`;
          }, 'I am allergic to ');
          fc.pre(text.length <= LIMITS.userInput);
          const after = timedTurn(stateAt('allergies'), text).state;
          const allergies = after.allergies;
          expect(allergies?.status).toBe('listed');
          expect(allergies?.items).toEqual(words.slice(0, MAX_LIST_ITEMS));
          expect((allergies?.items.length ?? 0) + (allergies?.unlisted ?? 0)).toBe(count);
        },
      ),
      { seed: 20260305, numRuns: 40 },
    );
  });
});

describe('worst-case turns', () => {
  it('records a 10,000-character list of 1,500 allergies as 50 items and the count of the rest', () => {
    const { text, items } = fillList("I'm allergic to ", ', ');
    expect(items.length).toBeGreaterThan(1_500);
    const { state, outputs } = timedTurn(stateAt('allergies'), text);
    expect(state.allergies?.items).toEqual(items.slice(0, MAX_LIST_ITEMS));
    expect(state.allergies?.unlisted).toBe(items.length - MAX_LIST_ITEMS);
    const more = `${(items.length - MAX_LIST_ITEMS).toLocaleString('en-GB')} more`;
    expect(outputs.some((output) => output.kind === 'reply' && output.text.includes(more))).toBe(true);
    const documents = documentsOf(state);
    expect(documents.longSummary).toContain(`- …and ${more} (see the patient’s words)`);
    expect(documents.soapNote).toContain(`${items[MAX_LIST_ITEMS - 1]}, and ${more}.`);
    expect(documents.shortSummary).toContain(more);
    // The patient's words are kept whole beside the list.
    expect(documents.longSummary).toContain(items[items.length - 1]);
  });

  it.each(STAGES)('answers every worst-case message within the bound when %s is pending', (stage) => {
    const start = stateAt(stage);
    for (const message of worstCaseMessages()) {
      expect(message.text.length).toBeLessThanOrEqual(LIMITS.userInput);
      const { state } = timedTurn(start, message.text);
      for (const kind of ['medications', 'allergies', 'conditions'] as const) {
        expect(state[kind]?.items.length ?? 0).toBeLessThanOrEqual(MAX_LIST_ITEMS);
        for (const item of state[kind]?.items ?? []) expect(item.length).toBeLessThanOrEqual(MAX_ITEM_LENGTH);
      }
      documentsOf(state);
    }
  });

  it('keeps each turn bounded through a chat of long lists, every field at its maximum', () => {
    const conversationContext = contextAtLimit(LIMITS.conversationPromptContext);
    let state = stateAt('medications', createIntakeState({ conversationPromptContext: conversationContext }));
    const lists = [
      fillList('I take ', ', '),
      fillList("I'm allergic to ", ', '),
      fillList('I have ', '\n'),
      fillList("I'm allergic to ", ' and '),
    ];
    let turn = 0;
    while (state.end === null && turn < 10) {
      const list = lists[turn % lists.length] as { text: string };
      // A different context each turn, so that none is skipped as a repeat.
      const context = `${turn} ${contextAtLimit(LIMITS.messagePromptContext)}`.slice(
        0,
        LIMITS.messagePromptContext,
      );
      state = timedTurn(state, list.text, context).state;
      turn += 1;
    }
    for (const kind of ['medications', 'allergies', 'conditions'] as const)
      expect(state[kind]?.items.length ?? 0).toBeLessThanOrEqual(MAX_LIST_ITEMS);
    expect(state.medications?.items.length).toBe(MAX_LIST_ITEMS);
    expect(state.medications?.unlisted).toBeGreaterThan(1_000);
    documentsOf(state);
  });

  it('does not count the same list twice when the patient sends it again', () => {
    const { text, items } = fillList("I'm allergic to ", ', ');
    const once = runTurn(stateAt('allergies'), text).state;
    const twice = runTurn(once, text).state;
    expect(twice.allergies?.unlisted).toBe(items.length - MAX_LIST_ITEMS);
    expect(twice.allergies?.verbatim).toBe(text);
  });

  it('loads a state stored before lists were capped', () => {
    const stored = JSON.parse(JSON.stringify(stateAt('conditions'))) as IntakeState;
    stored.allergies = { status: 'listed', items: distinctWords(80), verbatim: 'many' };
    const { state } = timedTurn(stored, "I'm also allergic to penicillin");
    expect(state.allergies?.items).toHaveLength(MAX_LIST_ITEMS);
    expect(state.allergies?.unlisted).toBe(31);
  });
});

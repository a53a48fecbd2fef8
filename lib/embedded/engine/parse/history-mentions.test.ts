import { describe, expect, it } from 'vitest';
import { normalizeText } from '@/lib/embedded/engine/text/normalize';
import { clauseKind, readHistoryMentions } from './history-mentions';

const read = (text: string, answering: Parameters<typeof readHistoryMentions>[1] = null) =>
  readHistoryMentions(normalizeText(text), answering);

describe('medicines, allergies and conditions mentioned anywhere', () => {
  it('separates a medicine, an allergy and a symptom said in one breath', () => {
    const mentions = read(
      "my throat is sore since 2 days, i'm allergic to penicillin and i took some ibuprofen",
    );
    expect(mentions.medications).toEqual({ items: ['ibuprofen'], denied: false });
    expect(mentions.allergies).toEqual({ items: ['penicillin'], denied: false });
    expect(mentions.conditions).toEqual({ items: [], denied: false });
  });

  it('keeps a list of allergies together and stops at the next statement', () => {
    expect(read('allergic to penicillin, latex and nuts, took tylenol').allergies.items).toEqual([
      'penicillin',
      'latex',
      'nuts',
    ]);
    expect(read('allergic to penicillin, latex and nuts, took tylenol').medications.items).toEqual([
      'tylenol',
    ]);
    expect(read('I have a peanut allergy').allergies.items).toEqual(['peanut']);
  });

  it('leaves chat sign-offs out of an item', () => {
    expect(read('im allergic to plasters lol').allergies.items).toEqual(['plasters']);
  });

  it('reads doses and the condition a medicine is for', () => {
    const mentions = read('i take metformin 500mg for my diabetes');
    expect(mentions.medications.items).toEqual(['metformin 500mg']);
    expect(mentions.conditions.items).toEqual(['diabetes']);
  });

  it.each([
    ['no meds, no allergies', ['medications', 'allergies']],
    ["I'm not on any medication right now", ['medications']],
    ["haven't taken anything for it", ['medications']],
    ["I'm not allergic to anything", ['allergies']],
    ['NKDA', ['allergies']],
    ['otherwise fit and healthy', ['conditions']],
  ] as const)('reads "%s" as a denial', (text, kinds) => {
    const mentions = read(text);
    for (const kind of ['medications', 'allergies', 'conditions'] as const)
      expect(mentions[kind].denied).toBe((kinds as readonly string[]).includes(kind));
  });

  it('does not take a question, a negation or a relative’s history as the patient’s', () => {
    expect(read('can I take ibuprofen with this?').medications.items).toEqual([]);
    expect(read("I haven't taken ibuprofen").medications.items).toEqual([]);
    expect(read('my mum has diabetes').conditions.items).toEqual([]);
    expect(read('no asthma').conditions.items).toEqual([]);
  });

  it('needs "I have" before a condition that is also a complaint', () => {
    expect(read('I have asthma and use my blue inhaler').conditions.items).toEqual(['asthma']);
    expect(read('my asthma is playing up').conditions.items).toEqual(['asthma']);
    expect(read('asthma flare, wheezy').conditions.items).toEqual([]);
  });

  it('reads a medicine named in answer to the allergy question as an allergy', () => {
    expect(read('amoxicillin', 'allergies').allergies.items).toEqual(['amoxicillin']);
    expect(read('amoxicillin', 'allergies').medications.items).toEqual([]);
    expect(read('amoxicillin', null).medications.items).toEqual(['amoxicillin']);
  });

  it('classifies clauses by what they are about', () => {
    expect(clauseKind(normalizeText('allergic to latex'))).toBe('allergies');
    expect(clauseKind(normalizeText("I've been taking nurofen"))).toBe('medications');
    expect(clauseKind(normalizeText('I have high blood pressure'))).toBe('conditions');
    expect(clauseKind(normalizeText('itchy rash since I started using a new soap'))).toBeNull();
    expect(clauseKind(normalizeText('hayfever is bad this year'))).toBeNull();
  });
});

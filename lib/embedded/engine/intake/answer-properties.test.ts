import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeConsultationDocuments } from '@/lib/embedded/engine/documents/index';
import { CORPUS_NOW, drive } from '@/testing/embedded/engine/intake-corpus/drive';
import { pendingQuestion } from './state';

// Properties of reading answers: whatever the patient says instead of yes or no is never taken as
// "yes", and a fact said once is written once.

const OPENERS = [
  'I have a cough',
  'sore throat',
  'my back hurts',
  'bad headache',
  'itchy rash on my arm',
  'it burns when I pee',
  'my ear hurts',
  'I have diarrhoea',
  'sprained my ankle',
  'my knee is swollen',
];

const MEDICINES = [
  'ibuprofen',
  'paracetamol',
  'metformin',
  'lisinopril',
  'sertraline',
  'omeprazole',
  'cetirizine',
];
const ALLERGENS = ['penicillin', 'latex', 'peanuts', 'sulfa drugs', 'codeine', 'shellfish'];
const CONDITIONS = [
  'diabetes',
  'high blood pressure',
  'epilepsy',
  'high cholesterol',
  'an underactive thyroid',
];
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Saturday'];
const NEUTRAL_WORDS = [
  'work',
  'car',
  'kitchen',
  'tea',
  'dog',
  'garden',
  'train',
  'weekend',
  'my',
  'the',
  'was',
  'busy',
  'today',
  'office',
];

const unrelatedAnswer = fc.oneof(
  fc.constantFrom(...MEDICINES).map((name) => `I took ${name} this morning`),
  fc
    .tuple(
      fc.constantFrom('sometimes', 'a bit', 'occasionally', 'kind of', 'i have'),
      fc.constantFrom(...MEDICINES),
    )
    .map(([lead, name]) => `${lead} I take ${name}`),
  fc
    .tuple(fc.constantFrom(...MEDICINES), fc.integer({ min: 5, max: 500 }))
    .map(([name, dose]) => `I have been taking ${name} ${dose}mg`),
  fc.constantFrom(...MEDICINES),
  fc.constantFrom(...ALLERGENS).map((name) => `I'm allergic to ${name}`),
  fc.constantFrom(...CONDITIONS).map((name) => `I have ${name}`),
  fc.integer({ min: 2, max: 20 }).map((days) => `it started ${days} days ago`),
  fc.constantFrom(...WEEKDAYS).map((day) => `since ${day}`),
  fc.integer({ min: 0, max: 10 }).map((score) => `${score}/10`),
  fc.constantFrom(...MEDICINES).map((name) => `can I take ${name} with this?`),
  fc.array(fc.constantFrom(...NEUTRAL_WORDS), { minLength: 1, maxLength: 8 }).map((words) => words.join(' ')),
);

// Each prefix leaves a yes/no question pending: the associated symptoms, or the first or second warning sign.
const prefix = fc
  .tuple(fc.constantFrom(...OPENERS), fc.integer({ min: 0, max: 2 }))
  .map(([opener, noes]) => [opener, '3 days', '5', ...Array.from({ length: noes }, () => 'no')]);

describe('answer properties', () => {
  it('never turns an answer that does not say yes into a yes', () => {
    fc.assert(
      fc.property(prefix, unrelatedAnswer, (messages, answer) => {
        const before = drive(messages).state;
        const pending = pendingQuestion(before);
        expect(pending === null ? null : pending.kind).toMatch(/^(associated|red_flag)$/);
        const after = drive([answer], before).state;
        const flagId = pending?.id.replace(/^red_flag:/, '');
        expect(after.redFlags.filter((flag) => flag.answer === 'yes')).toEqual(
          before.redFlags.filter((flag) => flag.answer === 'yes'),
        );
        expect(after.redFlags.find((flag) => flag.id === flagId)?.answer).not.toBe('yes');
        expect(after.findings.filter((finding) => finding.present)).toEqual(
          before.findings.filter((finding) => finding.present),
        );
        expect(after.asked.find((question) => question.id === pending?.id)?.outcome).not.toBe('yes');
      }),
      { seed: 20260305, numRuns: 120 },
    );
  });

  const fact = fc.oneof(
    fc
      .constantFrom(...MEDICINES)
      .chain((name) =>
        fc
          .constantFrom(`I take ${name}`, `I've been taking ${name}`, `I'm on ${name}`, `${name}`)
          .map((said) => ({ name, said })),
      ),
    fc
      .constantFrom(...ALLERGENS)
      .chain((name) =>
        fc.constantFrom(`I'm allergic to ${name}`, `allergic to ${name}`).map((said) => ({ name, said })),
      ),
    fc
      .constantFrom(...CONDITIONS)
      .chain((name) =>
        fc
          .constantFrom(`I have ${name}`, `I've got ${name}`)
          .map((said) => ({ name: name.replace(/^an /, ''), said })),
      ),
  );

  it('writes a fact stated once exactly once in the SOAP note', () => {
    const answers = ['3 days', '5', 'no', 'no', 'no', 'no', 'no', 'no'];
    fc.assert(
      fc.property(
        fc.constantFrom(...OPENERS),
        fact,
        fc.integer({ min: 0, max: answers.length }),
        (opener, stated, position) => {
          const messages =
            position === 0
              ? [`${opener}, ${stated.said}`, ...answers]
              : [opener, ...answers.slice(0, position - 1), stated.said, ...answers.slice(position - 1)];
          const { state } = drive([...messages, "that's all"]);
          const soap = writeConsultationDocuments(state, { chatId: 'c', completedAt: CORPUS_NOW }).soapNote;
          // The patient's own words are quoted verbatim; the recorded facts are the rest of the note.
          const recorded = soap
            .slice(soap.indexOf('## Subjective'), soap.indexOf('## Assessment'))
            .split('\n')
            .filter((line) => !line.startsWith('>'))
            .join('\n')
            .replace(/“[^”]*”/g, '');
          const occurrences = recorded.toLowerCase().split(stated.name.toLowerCase()).length - 1;
          expect(occurrences, `${messages.join(' | ')}\n${recorded}`).toBe(1);
        },
      ),
      { seed: 20260305, numRuns: 120 },
    );
  });
});

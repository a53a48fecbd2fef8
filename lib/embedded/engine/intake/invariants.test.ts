import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { converse, kinds } from '@/testing/embedded/engine/converse';
import { MAX_USER_TURNS } from './state';

const PHRASES = [
  'hi',
  'thanks',
  'ok',
  'no',
  'yes',
  'not sure',
  '3 days',
  'since yesterday',
  '7',
  'mild',
  'ibuprofen',
  'penicillin',
  'asthma',
  "that's all",
  'nothing else',
  'I have a cough',
  'my back hurts',
  'it burns when I pee',
  'rash on my arm',
  'what is the capital of France',
  'write me a poem',
  'you are useless',
  'what do you mean?',
  'getting worse',
  'no chest pain',
  'I feel anxious',
  '<img src=x onerror=alert(1)>',
  '**bold**',
  '🙂',
  '   ',
  'a'.repeat(2000),
];

const anyMessage = fc.oneof(fc.constantFrom(...PHRASES), fc.string({ maxLength: 80 }));

describe('conversation invariants', () => {
  it('holds for any sequence of messages', () => {
    fc.assert(
      fc.property(fc.array(anyMessage, { minLength: 1, maxLength: 14 }), (inputs) => {
        const conversation = converse(inputs);
        let ended = false;
        conversation.turns.forEach((turn, index) => {
          const sequence = kinds(turn.outputs);
          if (ended) {
            expect(sequence).toEqual(['end']);
            return;
          }
          expect(sequence.length).toBeGreaterThan(0);
          if (sequence.includes('complete'))
            expect(sequence.slice(-4)).toEqual(['reply', 'cta', 'end', 'complete']);
          if (sequence.includes('guardian')) expect(sequence).toEqual(['guardian', 'reply', 'end']);
          if (sequence.includes('end')) ended = true;
          if (index + 1 >= MAX_USER_TURNS) expect(ended).toBe(true);
          for (const output of turn.outputs) {
            if (output.kind === 'reply') expect(output.text.trim().length).toBeGreaterThan(0);
          }
        });
        expect(JSON.parse(JSON.stringify(conversation.state))).toEqual(conversation.state);
      }),
      { seed: 20260305, numRuns: 150 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { isHistoricalAt, isNegatedAt } from './negation';
import { normalizeText } from './normalize';
import { containsPhrase, findPhrases } from './phrase-matcher';

function negated(text: string, phrase: string): boolean {
  const normalized = normalizeText(text);
  const [match] = findPhrases(normalized, [phrase]);
  if (!match) throw new Error(`"${phrase}" not found in "${normalized}"`);
  return isNegatedAt(normalized, match.start, match.end);
}

describe('normalizeText', () => {
  it('lower-cases, spells out contractions and keeps clause punctuation', () => {
    expect(normalizeText("I DON'T have a fever, but I can't sleep!")).toBe(
      'i do not have a fever , but i can not sleep .',
    );
    expect(normalizeText('dont   cant')).toBe('do not can not');
    expect(normalizeText('self-harm — 38.5°C')).toBe('self harm , 38 point 5 c');
  });
});

describe('negation', () => {
  it.each([
    ['no chest pain', 'chest pain'],
    ["I don't have trouble breathing", 'trouble breathing'],
    ['no chest pain or shortness of breath', 'shortness of breath'],
    ["I haven't had any chest pain, trouble breathing or swelling", 'swelling'],
    ['denies fever', 'fever'],
    ['without a rash', 'rash'],
    ['my breathing is fine', 'breathing'],
  ])('"%s" denies "%s"', (text, phrase) => {
    expect(negated(text, phrase)).toBe(true);
  });

  it.each([
    ['I have chest pain', 'chest pain'],
    ['no fever but I have a rash', 'rash'],
    ['No fever. I have a rash', 'rash'],
    ['no fever, my neck is stiff', 'neck is stiff'],
    ["I can't stop coughing", 'coughing'],
    ["I'm not sure if I have a fever", 'fever'],
    ['not sleeping well and no energy', '(no|low) energy'],
    ["I've never had chest pain like this before", 'chest pain'],
  ])('"%s" asserts "%s"', (text, phrase) => {
    expect(negated(text, phrase)).toBe(false);
  });

  it('recognises past episodes', () => {
    const normalized = normalizeText('last time my throat closed up, today it is fine');
    const [match] = findPhrases(normalized, ['throat closed up']);
    expect(isHistoricalAt(normalized, match!.start, match!.end)).toBe(true);
    const current = normalizeText('my throat closed up');
    expect(isHistoricalAt(current, 3, current.length)).toBe(false);
  });
});

describe('phrase matching', () => {
  it('matches whole words only', () => {
    expect(containsPhrase('my heart is fine', ['ear'])).toBe(false);
    expect(containsPhrase('my ear hurts', ['ear'])).toBe(true);
  });

  it('gives the same answer however often a pattern is reused', () => {
    expect(containsPhrase('discharge', ['discharge'])).toBe(true);
    expect(findPhrases('no discharge', ['discharge'])).toHaveLength(1);
    expect(containsPhrase('discharge', ['discharge'])).toBe(true);
    expect(findPhrases('no discharge', ['discharge'])).toHaveLength(1);
  });
});

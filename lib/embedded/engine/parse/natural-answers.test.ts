import { describe, expect, it } from 'vitest';
import { normalizeText } from '@/lib/embedded/engine/text/normalize';
import { parseDuration } from './duration';
import { parseFreeTextList } from './free-text-list';
import { parseItemAnswer } from './item-answer';
import { parseSeverityAnswer, parseVolunteeredSeverity } from './severity';
import { parseYesNo } from './yes-no';

const NOW = new Date('2026-03-05T15:00:00Z');

describe('yes and no only from answers that say so', () => {
  it.each([
    ['I took paracetamol this morning', null],
    ['I have taken ibuprofen', null],
    ['I am allergic to penicillin', null],
    ['I do not take any medicines', null],
    ['it started on Monday', null],
    ['sometimes I take antihistamines', null],
    ['a bit of a busy week at work', null],
    ['sometimes', 'yes'],
    ['sometimes yeah', 'yes'],
    ["occasionally, when it's bad", 'yes'],
    ['I have thought about it', 'yes'],
    ['I have', 'yes'],
    ['yes I did', 'yes'],
    ['a little', 'yes'],
    ['kind of', 'yes'],
    ['not really', 'no'],
    ["I don't think so", 'no'],
    ["I haven't noticed anything like that", 'no'],
    ["not that I've noticed", 'no'],
    ['not sick, no', 'no'],
    ['nothing else', 'no'],
    ['hmm no', 'no'],
    ['not sure', 'unsure'],
    ['maybe', 'unsure'],
  ])('reads "%s" as %s', (text, expected) => {
    expect(parseYesNo(normalizeText(text))).toBe(expected);
  });

  it('does not read "no back pain" as a no to the symptoms asked about', () => {
    const items = [{ id: 'cloudy', label: 'cloudy urine', patterns: ['cloudy'] }];
    expect(parseItemAnswer(normalizeText('no back pain, no fever'), items)).toEqual({
      present: [],
      absent: [],
      overall: null,
    });
    expect(parseItemAnswer(normalizeText('no, none of those'), items).absent).toEqual(['cloudy']);
  });
});

describe('severity as patients say it', () => {
  it.each([
    ['like a 5 or 6 out of 10', { score: 6, level: 'moderate', low: 5 }],
    ['6-7/10', { score: 7, level: 'severe', low: 6 }],
    ['not too bad, 3 or 4', { score: 4, level: 'moderate', low: 3 }],
    ['pretty bad', { score: null, level: 'moderate' }],
    ['4ish', { score: 4, level: 'moderate' }],
  ])('reads the answer "%s"', (text, expected) => {
    expect(parseSeverityAnswer(text, normalizeText(text))).toEqual(expected);
  });

  it.each([
    ['it is pretty bad', { score: null, level: 'moderate' }],
    ['months, getting worse, maybe a 5', { score: 5, level: 'moderate' }],
    ['not so bad really', { score: null, level: 'mild' }],
    ["it's killing me", { score: null, level: 'severe' }],
    ['between 6 and 8 out of 10', { score: 8, level: 'severe', low: 6 }],
  ])('reads "%s" said in passing', (text, expected) => {
    expect(parseVolunteeredSeverity(text, normalizeText(text))).toEqual(expected);
  });

  it('does not read doses or durations as a score', () => {
    expect(parseSeverityAnswer('I took 2 ibuprofen', normalizeText('I took 2 ibuprofen'))).toBeNull();
    expect(parseVolunteeredSeverity('about 4 days', normalizeText('about 4 days'))).toBeNull();
  });
});

describe('onset as patients say it', () => {
  it('reads a month', () => {
    expect(parseDuration(normalizeText('since April'), NOW, 'America/New_York')).toMatchObject({
      startedLabel: 'in April',
      onsetDate: '2025-04-01',
    });
  });

  it('reads a short weekday name after "since"', () => {
    expect(parseDuration(normalizeText('temp since sat'), NOW, 'America/New_York')).toMatchObject({
      startedLabel: 'on Saturday',
      onsetDate: '2026-02-28',
    });
  });

  it('does not read "worse today" as the day it began', () => {
    expect(parseDuration(normalizeText("it's def worse today"), NOW, 'UTC')).toBeNull();
    expect(parseDuration(normalizeText('it started today'), NOW, 'UTC')).toMatchObject({ approxDays: 0 });
  });

  it('does not read weeks of pregnancy as an onset', () => {
    expect(parseDuration(normalizeText("I'm 8 weeks pregnant"), NOW, 'UTC')).toBeNull();
  });

  it('reads vague times only when asked', () => {
    expect(parseDuration(normalizeText('a bit'), NOW, 'UTC')).not.toBeNull();
    expect(parseDuration(normalizeText('a bit of ringing'), NOW, 'UTC', { strict: true })).toBeNull();
  });
});

describe('listed items as patients write them', () => {
  it('keeps what is said about an item out of its name', () => {
    expect(parseFreeTextList('hayfever tablets make me drowsy').items).toEqual(['hayfever tablets']);
    expect(parseFreeTextList('plasters lol').items).toEqual(['plasters']);
  });

  it.each(['nothing else', 'no others', 'just that'])('reads "%s" as none', (text) => {
    expect(parseFreeTextList(text)).toEqual({ status: 'none', items: [] });
  });
});

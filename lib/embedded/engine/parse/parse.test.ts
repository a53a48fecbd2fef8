import { describe, expect, it } from 'vitest';
import { normalizeText } from '@/lib/embedded/engine/text/normalize';
import { parseDuration } from './duration';
import { parseFreeTextList } from './free-text-list';
import { parsePregnancyAnswer, pregnancyMentioned, sexMentioned } from './pregnancy';
import { parseSeverityAnswer, parseVolunteeredSeverity } from './severity';
import { parseTrend } from './trend';
import { parseYesNo } from './yes-no';

// Thursday 5 March 2026, mid-morning in New York.
const NOW = new Date('2026-03-05T15:00:00Z');
const duration = (text: string, timezone = 'America/New_York') =>
  parseDuration(normalizeText(text), NOW, timezone);

describe('parseDuration', () => {
  it.each([
    ['3 days', 3, 'three days ago', '2026-03-02'],
    ['for three days now', 3, 'three days ago', '2026-03-02'],
    ['since yesterday', 1, 'yesterday', '2026-03-04'],
    ['a week', 7, 'about a week ago', '2026-02-26'],
    ['2 weeks ago', 14, 'two weeks ago', '2026-02-19'],
    ['a couple of days', 2, 'a couple of days ago', '2026-03-03'],
    ['a few hours', 0.125, 'a few hours ago', '2026-03-05'],
    ['2-3 days', 3, 'two to three days ago', '2026-03-02'],
    ['a day or two', 2, 'a day or two ago', '2026-03-03'],
    ['this morning', 0, 'this morning', '2026-03-05'],
    ['since Monday', 3, 'on Monday', '2026-03-02'],
    ['last night', 1, 'last night', '2026-03-04'],
  ])('reads "%s"', (text, days, label, date) => {
    expect(duration(text)).toEqual({ approxDays: days, startedLabel: label, onsetDate: date });
  });

  it('uses the patient’s time zone for calendar words', () => {
    // 15:00 UTC is already Friday in Tokyo, so "since Monday" is four days back there.
    expect(duration('since Monday', 'Asia/Tokyo')).toMatchObject({ approxDays: 4, onsetDate: '2026-03-02' });
  });

  it('falls back to UTC for an unknown time zone', () => {
    expect(duration('since Monday', 'Not/AZone')).toMatchObject({ approxDays: 3, onsetDate: '2026-03-02' });
  });

  it('ignores ages and frequencies', () => {
    expect(duration("I'm 30 years old")).toBeNull();
    expect(duration('three times a day')).toBeNull();
    expect(duration('no idea')).toBeNull();
  });
});

describe('severity', () => {
  it.each([
    ['7', 7, 'severe'],
    ['about a 6', 6, 'moderate'],
    ['7/10', 7, 'severe'],
    ['maybe 2 out of 10', 2, 'mild'],
    ['seven', 7, 'severe'],
  ])('reads the score in "%s"', (text, score, level) => {
    expect(parseSeverityAnswer(text, normalizeText(text))).toEqual({ score, level });
  });

  it.each([
    ['not too bad', 'mild'],
    ['pretty bad', 'moderate'],
    ['excruciating', 'severe'],
    ['moderate', 'moderate'],
  ])('reads the word "%s"', (text, level) => {
    expect(parseSeverityAnswer(text, normalizeText(text))).toEqual({ score: null, level });
  });

  it('does not read a duration as a score', () => {
    expect(parseSeverityAnswer('3 days', normalizeText('3 days'))).toBeNull();
  });

  it('only takes explicit severity from a volunteered statement', () => {
    expect(
      parseVolunteeredSeverity('a headache for 3 days', normalizeText('a headache for 3 days')),
    ).toBeNull();
    expect(
      parseVolunteeredSeverity('a severe headache, 8/10', normalizeText('a severe headache, 8/10')),
    ).toEqual({ score: 8, level: 'severe' });
  });
});

describe('severity said as two numbers, with hedges', () => {
  it.each([
    ['Headache since yesterday, I would say 6 or 7 maybe.', 6, 7],
    ["I'd say 5 or 6", 5, 6],
    ['somewhere around 4 to 5', 4, 5],
    ['7/8', 7, 8],
    ['probably 7-8 out of 10', 7, 8],
    ['roughly 3 to 4 I guess', 3, 4],
    ['8 or 9, probably', 8, 9],
    ['between 4 and 5', 4, 5],
    ["It's a 6 or 7 I'd say", 6, 7],
    ['about a 6/7', 6, 7],
    ['no idea, 5-6?', 5, 6],
    ['sore throat since tuesday, 5/6 probably', 5, 6],
  ])('reads "%s" as a range, volunteered or answered', (text, low, score) => {
    const expected = { score, low, level: score <= 6 ? 'moderate' : 'severe' };
    expect(parseVolunteeredSeverity(text, normalizeText(text))).toEqual(expected);
    expect(parseSeverityAnswer(text, normalizeText(text))).toEqual(expected);
  });

  it.each([
    'for 2 or 3 days',
    'since 7/8',
    'I took ibuprofen 1 or 2',
    'woke up at 6 or 7',
    'every 4 to 6 hours',
    'it started 2 or 3 days ago',
    'I have had it one or two times',
    'is it one or two spots',
    'about 2 or 3 weeks',
    '4 and 5',
  ])('does not read a time, date or count as a volunteered range: "%s"', (text) => {
    expect(parseVolunteeredSeverity(text, normalizeText(text))).toBeNull();
  });
});

describe('yes, no and course', () => {
  it.each([
    ['no', 'no'],
    ['Nope, none of those', 'no'],
    ["I don't think so", 'no'],
    ['yes', 'yes'],
    ['a little', 'yes'],
    ['not sure', 'unsure'],
    ['maybe', 'unsure'],
    ['purple', null],
  ])('reads "%s" as %s', (text, expected) => {
    expect(parseYesNo(normalizeText(text))).toBe(expected);
  });

  it.each([
    ["it's getting worse", 'worse'],
    ['a bit better', 'better'],
    ['not getting any better', 'not_improving'],
    ['it comes and goes', 'fluctuating'],
    ['about the same', 'same'],
    ['worse at night', null],
  ])('reads the course in "%s"', (text, expected) => {
    expect(parseTrend(normalizeText(text))).toBe(expected);
  });
});

describe('parseFreeTextList', () => {
  it.each([
    'no',
    'none',
    'nothing',
    'No known allergies',
    'nope, nothing at all',
    "I'm not taking anything",
    'No, I do not take any medications',
    "I don't have any allergies",
    "I'm not on any medication right now",
    "I've never had any health problems",
  ])('reads "%s" as none', (text) => {
    expect(parseFreeTextList(text)).toEqual({ status: 'none', items: [] });
  });

  it('keeps the named items verbatim', () => {
    expect(parseFreeTextList('Ibuprofen and Lisinopril 10mg')).toEqual({
      status: 'listed',
      items: ['Ibuprofen', 'Lisinopril 10mg'],
    });
    expect(parseFreeTextList("I'm allergic to penicillin, latex")).toEqual({
      status: 'listed',
      items: ['penicillin', 'latex'],
    });
    expect(parseFreeTextList('No, but I take vitamin D')).toEqual({ status: 'listed', items: ['vitamin D'] });
    expect(parseFreeTextList("I don't take anything except ibuprofen")).toEqual({
      status: 'listed',
      items: ['ibuprofen'],
    });
  });

  it('reads uncertainty', () => {
    expect(parseFreeTextList("I can't remember")).toEqual({ status: 'unknown', items: [] });
  });
});

describe('pregnancy and sex', () => {
  it.each([
    ['no', 'not_pregnant'],
    ["yes, I'm 12 weeks pregnant", 'pregnant'],
    ['maybe', 'possible'],
    ["doesn't apply, I'm a man", 'not_applicable'],
    ['I have been through the menopause', 'not_applicable'],
  ])('reads the answer "%s"', (text, expected) => {
    expect(parsePregnancyAnswer(normalizeText(text))).toBe(expected);
  });

  it('reads pregnancy and sex from free text and organization context', () => {
    expect(pregnancyMentioned(normalizeText('Patient is pregnant, 20 weeks'))).toBe('pregnant');
    expect(pregnancyMentioned(normalizeText('Patient is not pregnant'))).toBe('not_pregnant');
    expect(sexMentioned(normalizeText('Sex: male. Age 40.'))).toBe('male');
    expect(sexMentioned(normalizeText('34 year old female patient'))).toBe('female');
    expect(sexMentioned(normalizeText('I am not a man'))).toBeNull();
  });
});

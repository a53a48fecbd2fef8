import { NUMBER_WORD_PATTERN, numberToWords, parseNumberWord } from '@/lib/embedded/engine/text/numbers';
import { isoDateDaysBefore, localDateOf } from '@/lib/embedded/engine/text/local-date';

export interface ParsedDuration {
  /** How long ago it started, in days; null when the patient gave no measurable time. */
  approxDays: number | null;
  /** Completes "it started …", e.g. "three days ago", "yesterday", "on Monday". */
  startedLabel: string;
  /** The patient's local calendar date of onset, when it can be worked out. */
  onsetDate: string | null;
}

const UNIT_DAYS: Record<string, number> = {
  minute: 1 / 1440,
  min: 1 / 1440,
  hour: 1 / 24,
  hr: 1 / 24,
  day: 1,
  night: 1,
  week: 7,
  wk: 7,
  fortnight: 14,
  month: 30,
  year: 365,
  yr: 365,
};
const UNIT =
  '(minute|min|hour|hr|day|night|week|wk|fortnight|month|year|yr)s?\\b(?! old| of age| pregnant| along| gestation| postpartum)';
const AMOUNT = `(\\d{1,3}|${NUMBER_WORD_PATTERN})`;
const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

type Rule = (text: string) => { days: number | null; label: string } | null;

const fixed =
  (pattern: RegExp, days: number | null, label: string): Rule =>
  (text) =>
    pattern.test(text) ? { days, label } : null;

function unitName(unit: string, count: number): string {
  const base =
    ({ min: 'minute', hr: 'hour', wk: 'week', yr: 'year' } as Record<string, string>)[unit] ?? unit;
  return count === 1 ? base : `${base}s`;
}

const RULES: Rule[] = [
  fixed(/\bday before yesterday\b/, 2, 'the day before yesterday'),
  fixed(/\b(just now|just started|a (moment|minute|few minutes) ago|minutes ago)\b/, 0, 'just now'),
  (text) => {
    const range = new RegExp(`\\b${AMOUNT} (?:to |or |, )?${AMOUNT} ${UNIT}`).exec(text);
    if (!range) return null;
    const low = parseNumberWord(range[1] as string);
    const high = parseNumberWord(range[2] as string);
    const unit = range[3] as string;
    if (low === null || high === null || high <= low) return null;
    return {
      days: high * (UNIT_DAYS[unit] ?? 1),
      label: `${numberToWords(low)} to ${numberToWords(high)} ${unitName(unit, 2)} ago`,
    };
  },
  (text) => {
    const match = new RegExp(`\\b(?:a|one) ${UNIT} or two\\b`).exec(text);
    if (!match) return null;
    const unit = match[1] as string;
    return { days: 2 * (UNIT_DAYS[unit] ?? 1), label: `a ${unitName(unit, 1)} or two ago` };
  },
  (text) => {
    const match = new RegExp(`\\bhalf an? ${UNIT}`).exec(text);
    if (!match) return null;
    const unit = match[1] as string;
    return {
      days: 0.5 * (UNIT_DAYS[unit] ?? 1),
      label: `half a${unit === 'hour' ? 'n' : ''} ${unitName(unit, 1)} ago`,
    };
  },
  (text) => {
    const match = new RegExp(`\\b(a couple of|couple of|a couple|a few|few|several) ${UNIT}`).exec(text);
    if (!match) return null;
    const quantifier = (match[1] as string).replace(/^couple/, 'a couple').replace(/^few/, 'a few');
    const unit = match[2] as string;
    const count = quantifier.includes('couple') ? 2 : quantifier.includes('several') ? 4 : 3;
    const wording = quantifier === 'a couple' ? 'a couple of' : quantifier;
    return { days: count * (UNIT_DAYS[unit] ?? 1), label: `${wording} ${unitName(unit, 2)} ago` };
  },
  (text) => {
    const match = new RegExp(`\\b(?:${AMOUNT}|(?<!(?:times|once|twice|per|every) )(an?)) ${UNIT}`).exec(text);
    if (!match) return null;
    const count = match[1] !== undefined ? parseNumberWord(match[1]) : 1;
    const unit = match[3] as string;
    if (count === null || count === 0) return null;
    const amount = match[1] !== undefined ? numberToWords(count) : unit === 'hour' ? 'an' : 'a';
    const approx =
      match[1] === undefined && (unit === 'week' || unit === 'month' || unit === 'year') ? 'about ' : '';
    return { days: count * (UNIT_DAYS[unit] ?? 1), label: `${approx}${amount} ${unitName(unit, count)} ago` };
  },
  fixed(/\b(since |from )?yesterday\b/, 1, 'yesterday'),
  fixed(/\b(last night|overnight|during the night)\b/, 1, 'last night'),
  // "worse today" says how it is going, not when it began.
  fixed(
    /(?<!(?:worse|better|bad|sore|same|fine|ok|okay|improved|easier) )\bthis morning\b/,
    0,
    'this morning',
  ),
  fixed(
    /(?<!(?:worse|better|bad|sore|same|fine|ok|okay|improved|easier) )\bthis afternoon\b/,
    0,
    'this afternoon',
  ),
  fixed(
    /(?<!(?:worse|better|bad|sore|same|fine|ok|okay|improved|easier) )\b(this evening|tonight)\b/,
    0,
    'this evening',
  ),
  fixed(
    /\b(earlier today|since i woke up|when i woke up)\b|(?<!(?:worse|better|bad|sore|same|fine|ok|okay|improved|easier) )\btoday\b/,
    0,
    'earlier today',
  ),
  fixed(/\blast week\b/, 7, 'last week'),
  fixed(/\blast month\b/, 30, 'last month'),
  fixed(/\blast year\b/, 365, 'last year'),
  fixed(/\b(for |over )?weeks\b(?! old| pregnant| along)/, 14, 'a few weeks ago'),
  fixed(/\b(for |over )?months\b(?! old| pregnant| along)/, 60, 'a few months ago'),
  fixed(/\b(for |over )?years\b(?! old| pregnant| along)/, 730, 'years ago'),
];
const STRICT_RULES = [...RULES];
RULES.push(fixed(/\b(ages|a long time|a while|a bit)\b/, null, 'a while ago'));

const ABBREVIATED: Record<string, string> = {
  sun: 'sunday',
  mon: 'monday',
  tue: 'tuesday',
  tues: 'tuesday',
  wed: 'wednesday',
  weds: 'wednesday',
  thu: 'thursday',
  thur: 'thursday',
  thurs: 'thursday',
  fri: 'friday',
  sat: 'saturday',
};

function weekdayRule(text: string, now: Date, timezone: string): { days: number; label: string } | null {
  const full =
    /\b(?:since |on |last |this past )?(sunday|monday|tuesday|wednesday|thursday|friday|saturday|the weekend|weekend)\b/.exec(
      text,
    );
  // Short names only after "since" or "on": "since sat", "on tues".
  const short = full
    ? null
    : /\b(?:since|on|from|last) (sun|mon|tues?|weds?|thurs?|thu|fri|sat)\b/.exec(text);
  const match = full ?? (short ? [short[0], ABBREVIATED[short[1] as string] as string] : null);
  if (!match) return null;
  const today = localDateOf(now, timezone).weekday;
  const name = match[1] as string;
  if (name.includes('weekend')) {
    const daysSinceSaturday = today === 6 ? 0 : today + 1;
    return { days: daysSinceSaturday, label: 'over the weekend' };
  }
  const target = WEEKDAY_NAMES.indexOf(name);
  const days = (today - target + 7) % 7 || 7;
  return { days, label: `on ${name.charAt(0).toUpperCase()}${name.slice(1)}` };
}

/**
 * strict: for timing volunteered in passing, vague words ("a bit", "a while") that usually mean
 * something else in a sentence are not read as a time.
 */
const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

// "since April", "in january": the start of the most recent such month.
function monthRule(text: string, now: Date, timezone: string): { days: number; label: string } | null {
  const match = new RegExp(
    `\\b(?:since|in|from|around|start of|early|late|end of|beginning of) (${MONTH_NAMES.join('|')})\\b`,
  ).exec(text);
  if (!match) return null;
  const today = localDateOf(now, timezone);
  const month = MONTH_NAMES.indexOf(match[1] as string) + 1;
  const year = month <= today.month ? today.year : today.year - 1;
  const days = Math.round(
    (Date.UTC(today.year, today.month - 1, today.day) - Date.UTC(year, month - 1, 1)) / 86_400_000,
  );
  const name = `${(match[1] as string).charAt(0).toUpperCase()}${(match[1] as string).slice(1)}`;
  return { days, label: `in ${name}` };
}

export function parseDuration(
  normalized: string,
  now: Date,
  timezone: string,
  options: { strict?: boolean } = {},
): ParsedDuration | null {
  const text = normalized.replace(/ , /g, ' ');
  let found: { days: number | null; label: string } | null = null;
  for (const rule of options.strict ? STRICT_RULES : RULES) {
    found = rule(text);
    if (found) break;
  }
  found ??= weekdayRule(text, now, timezone) ?? monthRule(text, now, timezone);
  if (!found) return null;
  const onsetDate =
    found.days === null ? null : isoDateDaysBefore(localDateOf(now, timezone), Math.floor(found.days));
  return { approxDays: found.days, startedLabel: found.label, onsetDate };
}

import { findPhrases } from '@/lib/embedded/engine/text/phrase-matcher';
import { isNegatedAt } from '@/lib/embedded/engine/text/negation';

export type PregnancyStatus = 'pregnant' | 'not_pregnant' | 'possible' | 'not_applicable' | 'unknown';
export type Sex = 'male' | 'female';

const NOT_APPLICABLE =
  /\b(not applicable|n a|does not apply|not relevant|i am (a )?(man|male|guy|bloke|boy)|male|(post ?)?menopaus\w*|hysterectomy|no uterus|can not get pregnant|can not be pregnant|impossible)\b/;
const PREGNANT =
  /\b(i am pregnant|currently pregnant|weeks pregnant|months pregnant|expecting( a baby)?|yes i am|yes)\b/;
const POSSIBLE =
  /\b(maybe|possibly|might be|could be|not sure|unsure|do not know|there is a chance|late period|missed (my )?period)\b/;
const NOT_PREGNANT = /\b(no|nope|not pregnant|no chance|definitely not|not at all|i am not)\b/;

export function parsePregnancyAnswer(normalized: string): PregnancyStatus {
  if (NOT_APPLICABLE.test(normalized)) return 'not_applicable';
  if (POSSIBLE.test(normalized)) return 'possible';
  if (/^(no|nope|nah)\b/.test(normalized) || /\bnot pregnant\b/.test(normalized)) return 'not_pregnant';
  if (PREGNANT.test(normalized)) return 'pregnant';
  if (NOT_PREGNANT.test(normalized)) return 'not_pregnant';
  return 'unknown';
}

const PREGNANCY_MENTION = ['pregnant', 'pregnancy', 'expecting a baby'];

/** A statement of pregnancy anywhere in free text or organization context ("patient is pregnant"). */
export function pregnancyMentioned(normalized: string): PregnancyStatus | null {
  for (const match of findPhrases(normalized, PREGNANCY_MENTION)) {
    const before = normalized.slice(Math.max(0, match.start - 30), match.start);
    if (
      /\b(may be|might be|could be|could i be|am i|possibly|maybe|chance of|test|tests|if|if i am)\s*(a )?$/.test(
        before,
      )
    )
      return 'possible';
    if (isNegatedAt(normalized, match.start, match.end)) return 'not_pregnant';
    if (/\b(i am|is|currently|patient is|she is|weeks|months|trimester)\b[a-z ]*$/.test(before))
      return 'pregnant';
  }
  return null;
}

const MALE = [
  'i am (a )?(man|male|guy|bloke|gentleman)',
  '(sex|gender) (is |\\. |, )?(male|m)',
  'male patient',
  'patient is (a )?(male|man)',
  '\\d{1,3} ?(year|yr)s? old (male|man)',
];
const FEMALE = [
  'i am (a )?(woman|female|lady)',
  '(sex|gender) (is |\\. |, )?(female|f)',
  'female patient',
  'patient is (a )?(female|woman)',
  '\\d{1,3} ?(year|yr)s? old (female|woman)',
];

export function sexMentioned(normalized: string): Sex | null {
  const positive = (patterns: string[]) =>
    findPhrases(normalized, patterns).some((match) => !isNegatedAt(normalized, match.start, match.end));
  if (positive(MALE)) return 'male';
  if (positive(FEMALE)) return 'female';
  return null;
}

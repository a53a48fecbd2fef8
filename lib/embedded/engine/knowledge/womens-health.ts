import { FEVER, NAUSEA, TIREDNESS } from './common-items';
import type { Presentation } from './types';

export const PERIOD_PROBLEMS: Presentation = {
  id: 'period_problems',
  system: "women's health",
  label: 'Period problems',
  subject: 'the period problem',
  patterns: [
    'periods? (is|are) (really |so |very |super )?(painful|heavy|bad|awful)',
    '(time of the month|tom) (cramps|pain)',
    'period (pain|pains|cramps?|problems?)',
    '(painful|heavy|irregular|missed|late|long|bad) periods?',
    'missed (my )?period',
    'my period is (late|really heavy|very heavy|heavy|painful|irregular)',
    'menstrua\\w*( cramps| pain)?',
    'dysmenorrh?o?ea',
    'menorrhagia',
    'bleeding between periods',
    'spotting',
  ],
  associatedItems: [
    { id: 'clots', label: 'large clots', patterns: ['clots?'] },
    TIREDNESS,
    NAUSEA,
    {
      id: 'bleeding_between',
      label: 'bleeding between periods or after sex',
      patterns: ['bleeding (between periods|after sex)', 'spotting'],
    },
    {
      id: 'pain_sex',
      label: 'pain during sex',
      patterns: ['pain(ful)? (during|with|after) sex', 'sex (is )?painful'],
    },
  ],
  redFlags: [
    {
      id: 'heavy_bleeding_faint',
      question: 'Are you soaking through a pad or tampon every hour, or feeling faint or dizzy?',
      label: 'very heavy bleeding or feeling faint',
      patterns: [
        'soak(ing|ed)? (through )?(a )?(pad|tampon)s? (every|an|each) hour',
        '(feel|feeling) (faint|dizzy)',
      ],
      level: 'urgent',
    },
    {
      id: 'ectopic',
      question:
        'Do you have severe pain on one side of your lower tummy, especially with a late or missed period?',
      label: 'severe one-sided lower abdominal pain',
      patterns: ['severe (pain )?(on )?one side', 'one sided pain'],
      level: 'urgent',
    },
  ],
  pregnancyRelevant: true,
  care: 'clinician',
  impression: 'a menstrual problem that needs a clinician review',
  differential: [
    'Primary dysmenorrhoea or heavy menstrual bleeding',
    'Fibroids or endometriosis',
    'Pregnancy-related bleeding (if pregnancy is possible)',
  ],
  selfCare: [
    'Ibuprofen or naproxen taken at the start of the period can ease cramps, if they are safe for you.',
    'A heat pad or warm bath can help with cramps.',
    'Keep a note of your cycle, how heavy the bleeding is and how long it lasts.',
  ],
  seekCareIf: [
    'you soak through a pad or tampon every hour',
    'you feel faint or dizzy',
    'you have severe one-sided pain, especially if you might be pregnant',
  ],
};

export const VAGINAL_SYMPTOMS: Presentation = {
  id: 'vaginal_symptoms',
  system: "women's health",
  label: 'Vaginal symptoms',
  subject: 'the vaginal symptoms',
  plural: true,
  patterns: [
    'vagina(l)? (discharge|itch\\w*|irritation|odou?r|smell|soreness|dryness|burning)',
    '(itchy|sore|burning) (vagina|vulva)',
    'thrush',
    'yeast infection',
    'bacterial vaginosis',
    'bv',
    'itch(y|ing) down (there|below)',
    '(unusual|abnormal|smelly|thick|white) discharge',
  ],
  associatedItems: [
    { id: 'itch', label: 'itching', patterns: ['itch\\w*'] },
    { id: 'odour', label: 'an unusual smell', patterns: ['smell\\w*', 'odou?r', 'fishy'] },
    { id: 'sores', label: 'sores or blisters', patterns: ['sores?', 'blisters?', 'ulcers?'] },
    {
      id: 'dysuria',
      label: 'pain when peeing',
      patterns: [
        '(pain|burning|stinging) (when|while) (i )?(pee|peeing|urinat\\w*)',
        '(stings?|burns?|hurts?)( a bit| a little| a lot)? (when|while) (i )?(pee|peeing|wee|weeing|urinat\\w*)',
      ],
    },
  ],
  redFlags: [
    {
      id: 'pid',
      question: 'Do you have a fever, pain low in your tummy, or pain during sex?',
      label: 'fever, lower abdominal pain or pain during sex',
      patterns: [
        'pelvic pain',
        '(lower )?(tummy|abdominal|belly) pain',
        'pain(ful)? (during|with) sex',
        ...FEVER.patterns.filter((pattern) => pattern !== 'temperature'),
      ],
      level: 'urgent',
    },
    {
      id: 'sti_risk',
      question: 'Is there any chance of a sexually transmitted infection, for example a new partner?',
      label: 'possible exposure to a sexually transmitted infection',
      patterns: ['new (sexual )?partner', 'unprotected sex', 'sti', 'std'],
      level: 'routine',
    },
  ],
  pregnancyRelevant: true,
  care: 'clinician',
  impression: 'vaginal symptoms, most often from thrush or bacterial vaginosis',
  differential: [
    'Vulvovaginal candidiasis (thrush)',
    'Bacterial vaginosis',
    'Sexually transmitted infection such as trichomonas or chlamydia',
  ],
  selfCare: [
    'Wash with plain water and avoid perfumed soaps, douches and bubble baths.',
    'Wear loose cotton underwear.',
    'Avoid sex until you have been assessed if there is any chance of infection.',
  ],
  seekCareIf: [
    'you develop a fever or pain low in your tummy',
    'you have sores or blisters',
    'you might be pregnant',
  ],
};

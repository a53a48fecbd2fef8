import { CHEST_PAIN_PATTERNS } from './shared-patterns';
import { DIARRHOEA, FEVER, HEADACHE, NAUSEA, TUMMY_PAIN } from './common-items';
import { GI_BLEEDING } from './gi-bleeding';
import type { Presentation } from './types';

export const NAUSEA_VOMITING: Presentation = {
  id: 'nausea_vomiting',
  system: 'digestive',
  label: 'Nausea and vomiting',
  subject: 'the sickness',
  patterns: [
    '(tummy|stomach) bug',
    'gastro',
    'stomach flu',
    'sick to my stomach',
    'nause\\w*',
    'nausious',
    'vomit\\w*',
    'throwing up',
    'threw up',
    'throw up',
    'puk(e|ing|ed)',
    'queasy',
    'sick to my stomach',
    'being sick',
    'keep being sick',
    'stomach bug',
    'gastro( ?enteritis)?',
    'food poisoning',
    'morning sickness',
  ],
  associatedItems: [
    DIARRHOEA,
    FEVER,
    TUMMY_PAIN,
    HEADACHE,
    { id: 'dizziness', label: 'dizziness when standing', patterns: ['dizz(y|iness)', 'light ?headed'] },
  ],
  redFlags: [
    GI_BLEEDING,
    {
      id: 'dehydration',
      question:
        'Have you been unable to keep any fluids down for more than 24 hours, or are you passing very little urine?',
      label: 'unable to keep fluids down, or passing very little urine',
      patterns: [
        'can not keep (anything|any fluids|fluids|water) down',
        '(not|barely|hardly) (peeing|passing urine|urinating)',
      ],
      level: 'urgent',
    },
  ],
  pregnancyRelevant: true,
  care: 'self_care',
  selfCareMaxDays: 2,
  impression: 'nausea and vomiting, most often from viral gastroenteritis',
  differential: [
    'Viral gastroenteritis',
    'Food poisoning',
    'Pregnancy-related nausea (if pregnancy is possible)',
  ],
  selfCare: [
    'Take small, frequent sips of water or an oral rehydration solution.',
    'Eat bland food in small amounts once you feel able.',
    'Rest, and wash your hands well to avoid spreading infection.',
  ],
  seekCareIf: [
    'you vomit blood or something like coffee grounds',
    'you cannot keep fluids down for 24 hours or are passing very little urine',
    'you have severe tummy pain',
    'vomiting lasts more than 2 days',
  ],
};

export const HEARTBURN: Presentation = {
  id: 'heartburn',
  system: 'digestive',
  label: 'Heartburn and indigestion',
  subject: 'the heartburn',
  patterns: [
    'heart ?burn',
    'acid reflux',
    'reflux',
    'indigestion',
    'gerd',
    'gord',
    'acid (in my throat|coming up|in my mouth)',
    'burning (feeling |sensation )?(in|behind) (my )?(chest|throat|breastbone)',
    'dyspepsia',
  ],
  associatedItems: [
    {
      id: 'sour_taste',
      label: 'a sour taste in the mouth',
      patterns: ['sour taste', 'bitter taste', 'acid taste'],
    },
    { id: 'bloating', label: 'bloating or burping', patterns: ['bloat\\w*', 'burp\\w*', 'belch\\w*'] },
    {
      id: 'meal_related',
      label: 'symptoms after meals or when lying down',
      patterns: ['after (meals|eating|food)', 'lying down', 'at night'],
    },
    NAUSEA,
  ],
  redFlags: [
    {
      id: 'cardiac',
      question:
        'Does the discomfort spread to your arm, jaw or neck, or come with sweating or shortness of breath?',
      label: 'discomfort spreading to the arm, jaw or neck, or with sweating or breathlessness',
      patterns: CHEST_PAIN_PATTERNS.filter((pattern) => pattern !== 'heart attack').map(
        (pattern) => `${pattern} (and|with) (sweating|breathless\\w*)`,
      ),
      level: 'emergency',
      guardianId: 'guardian.cardiac_chest_pain',
    },
    {
      id: 'alarm_features',
      question: 'Do you have trouble swallowing, food sticking, unexplained weight loss, or black stools?',
      label: 'swallowing difficulty, weight loss or black stools',
      patterns: [
        'food (is )?sticking',
        '(trouble|difficulty) swallowing',
        '(lost|losing) weight',
        'weight loss',
        '(black|tarry) (stools?|poo)',
      ],
      level: 'urgent',
    },
  ],
  pregnancyRelevant: true,
  care: 'self_care',
  selfCareMaxDays: 21,
  impression: 'gastro-oesophageal reflux (heartburn)',
  differential: [
    'Gastro-oesophageal reflux disease',
    'Gastritis or peptic ulcer',
    'Cardiac chest pain (to exclude if pain is exertional or radiating)',
  ],
  selfCare: [
    'Eat smaller meals and avoid eating within 3 hours of bedtime.',
    'Cut down on trigger foods such as fatty or spicy food, caffeine, alcohol and chocolate.',
    'Raise the head of your bed slightly.',
    'Antacids or alginates from a pharmacy can relieve symptoms, if they are safe for you.',
  ],
  seekCareIf: [
    'the pain spreads to your arm, jaw or neck, or comes with sweating or breathlessness — call 911',
    'you have trouble swallowing, lose weight or pass black stools',
    'symptoms last more than 3 weeks despite treatment',
  ],
};

import { FEVER } from './common-items';
import type { Presentation } from './types';

export const UTI_SYMPTOMS: Presentation = {
  id: 'uti_symptoms',
  system: 'urinary',
  label: 'Urinary tract infection symptoms',
  subject: 'the urinary symptoms',
  plural: true,
  patterns: [
    '(pee|wee|urine) (burns|stings|hurts)',
    'water infection',
    '(it )?(burns|stings|hurts) to (pee|wee|urinate)',
    'uti',
    'urinary (tract )?infection',
    'bladder infection',
    'cystitis',
    '(burn(s|ing)?|sting(s|ing)?|hurts?|pain(ful)?) (when|while|as|after) (i )?(pee|peeing|wee|weeing|urinat\\w*|go to the (toilet|bathroom))',
    '(pain|stinging|burning) (when|while|on|during) (peeing|urinating|urination|passing urine|weeing)',
    'painful (urination|peeing|weeing)',
    'dysuria',
    '(peeing|weeing|urinating) (a lot|more|more often|often|all the time|constantly|frequently)',
    '(need|needing|have|having) to (pee|wee|urinate|go) (all the time|a lot|often|constantly|urgently|every few minutes)',
    'frequent urination',
    '(cloudy|smelly|strong smelling) (urine|pee|wee)',
  ],
  associatedItems: [
    {
      id: 'frequency',
      label: 'needing to pee more often',
      patterns: [
        '(peeing|weeing|going) (a lot|more|often|all the time|constantly)',
        '(need|needing|have|having) to (go|pee|wee) (constantly|all the time|a lot|often)',
        'frequen(t|cy)',
      ],
    },
    {
      id: 'urgency',
      label: 'sudden urges to pee',
      patterns: ['urgen(t|cy)', 'can not hold it', 'sudden urges?'],
    },
    {
      id: 'haematuria',
      label: 'blood in the urine',
      patterns: [
        '(?<=(?:no|any|some|of|little|seen|noticed) )blood(?! (test|pressure|sugar))',
        'blood in (my )?(urine|pee|wee)',
        '(pink|red|bloody) (urine|pee|wee)',
      ],
    },
    {
      id: 'suprapubic_pain',
      label: 'pain low in the tummy',
      patterns: [
        '(lower|low) (tummy|belly|abdomen|abdominal) pain',
        'pain (low )?in (my )?(lower )?(tummy|belly|abdomen|bladder)',
        'pelvic pain',
      ],
    },
    {
      id: 'cloudy_urine',
      label: 'cloudy or smelly urine',
      patterns: [
        '(cloudy|smelly|strong smelling|foul smelling) (urine|pee|wee)',
        '(urine|pee|wee) (is |looks |smells )?(cloudy|smelly|strong|funny|bad)',
      ],
    },
  ],
  redFlags: [
    {
      id: 'pyelonephritis',
      question: 'Do you have pain in your back or side (just below the ribs), a fever, or shivers?',
      label: 'back or side pain, fever or shivers',
      patterns: [
        '(pain|ache|hurts) in (my )?(side|flank|kidneys?)',
        '(flank|kidney|loin) pain',
        ...FEVER.patterns.filter((pattern) => pattern !== 'temperature'),
      ],
      level: 'urgent',
    },
    {
      id: 'vomiting',
      question: 'Are you being sick (vomiting) or unable to keep fluids down?',
      label: 'vomiting or being unable to keep fluids down',
      patterns: ['vomit(ing|ed)?', 'throwing up', 'can not keep (anything|fluids|water) down'],
      level: 'urgent',
    },
  ],
  pregnancyRelevant: true,
  care: 'clinician',
  impression: 'a lower urinary tract infection (cystitis)',
  differential: [
    'Uncomplicated lower urinary tract infection (cystitis)',
    'Urethritis, including sexually transmitted infection',
    'Vaginitis or other non-infective bladder irritation',
  ],
  selfCare: [
    'Drink plenty of water through the day.',
    'Acetaminophen or ibuprofen can ease discomfort, if they are safe for you.',
    'Avoid holding in urine and go to the toilet when you need to.',
  ],
  seekCareIf: [
    'you develop a fever, shivers, or pain in your back or side',
    'you are vomiting or cannot keep fluids down',
    'you see blood in your urine',
    'symptoms are not improving after 48 hours of treatment',
  ],
};

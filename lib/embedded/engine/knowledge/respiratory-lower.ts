import { BREATHLESS_PATTERNS, CHEST_PAIN_PATTERNS } from './shared-patterns';
import { FEVER, NASAL, SORE_THROAT, WHEEZE } from './common-items';
import type { Presentation } from './types';

const SEVERE_BREATHLESSNESS = {
  id: 'severe_breathlessness',
  question: 'Are you too breathless to speak in full sentences, or are your lips or fingertips turning blue?',
  label: 'breathlessness too severe to speak in full sentences, or blue lips',
  patterns: ['too breathless to (speak|talk)', '(lips|fingertips) (are )?(turning |going )?blue'],
  level: 'emergency',
  guardianId: 'guardian.severe_breathing_difficulty',
} as const;

export const COUGH: Presentation = {
  id: 'cough',
  system: 'respiratory',
  label: 'Cough',
  subject: 'the cough',
  patterns: ['(chesty |dry |tickly |hacking |wet |productive |persistent |bad |nasty )?cough(s|ing|ed)?'],
  associatedItems: [
    FEVER,
    {
      id: 'phlegm',
      label: 'phlegm or mucus',
      patterns: ['phlegm', 'mucus', 'sputum', 'productive', 'chesty', '(green|yellow) (stuff|gunk)'],
    },
    WHEEZE,
    NASAL,
    SORE_THROAT,
  ],
  redFlags: [
    {
      id: 'haemoptysis',
      question: 'Have you coughed up any blood?',
      label: 'coughing up blood',
      patterns: [
        '(cough(ing|ed)?|bring(ing)?) up blood',
        'blood in (my )?(phlegm|mucus|sputum|spit)',
        'bloody (phlegm|mucus|sputum)',
      ],
      level: 'urgent',
    },
    {
      id: 'breathless_at_rest',
      question: 'Are you short of breath even when you are resting?',
      label: 'breathlessness at rest',
      patterns: [
        '(short of breath|breathless|out of breath) (even )?(at rest|when (i am )?resting|sitting still|lying down)',
      ],
      level: 'urgent',
    },
  ],
  pregnancyRelevant: false,
  care: 'self_care',
  selfCareMaxDays: 21,
  impression: 'an acute cough, most often caused by a viral respiratory infection',
  differential: [
    'Viral upper respiratory tract infection',
    'Acute bronchitis',
    'Community-acquired pneumonia (less likely without fever or breathlessness)',
  ],
  selfCare: [
    'Rest and drink plenty of fluids.',
    'Honey in warm water or tea can soothe a cough (not for children under 1).',
    'Acetaminophen or ibuprofen can help with aches or fever, if they are safe for you.',
    'Avoid smoking and smoky places.',
  ],
  seekCareIf: [
    'you cough up blood',
    'you become short of breath or have chest pain',
    'a high fever lasts more than 3 days',
    'the cough lasts longer than 3 weeks',
  ],
};

export const SHORTNESS_OF_BREATH: Presentation = {
  id: 'shortness_of_breath',
  system: 'respiratory',
  label: 'Shortness of breath',
  subject: 'the breathlessness',
  patterns: BREATHLESS_PATTERNS,
  associatedItems: [
    { id: 'cough', label: 'a cough', patterns: ['cough(s|ing|ed)?'] },
    WHEEZE,
    FEVER,
    {
      id: 'ankle_swelling',
      label: 'swollen ankles or legs',
      patterns: [
        'swollen (ankles?|legs?|feet)',
        '(ankles?|legs?|feet) (are |is )?swollen',
        'swelling (in|of) (my )?(ankles?|legs?|feet)',
      ],
    },
    {
      id: 'palpitations',
      label: 'a racing or irregular heartbeat',
      patterns: [
        'palpitations?',
        '(racing|pounding|irregular|fluttering) heart(beat)?',
        'heart (is )?(racing|pounding|fluttering)',
      ],
    },
  ],
  redFlags: [
    {
      id: 'chest_pain',
      question: 'Do you have any chest pain or pressure along with the breathlessness?',
      label: 'chest pain with the breathlessness',
      patterns: CHEST_PAIN_PATTERNS,
      level: 'emergency',
      guardianId: 'guardian.chest_pain_breathlessness',
    },
    SEVERE_BREATHLESSNESS,
  ],
  pregnancyRelevant: true,
  care: 'clinician',
  impression: 'new shortness of breath, which needs a clinical assessment to find the cause',
  differential: [
    'Asthma or chronic lung disease flare',
    'Lower respiratory tract infection',
    'Cardiac causes such as heart failure or arrhythmia',
  ],
  selfCare: ['Sit upright and rest.', 'Avoid exertion, smoke and cold air until you have been assessed.'],
  seekCareIf: [
    'the breathlessness gets worse',
    'you develop chest pain',
    'your lips or fingertips turn blue',
    'you cannot speak in full sentences',
  ],
};

export const ASTHMA_FLARE: Presentation = {
  id: 'asthma_flare',
  system: 'respiratory',
  label: 'Asthma flare',
  subject: 'the asthma flare',
  patterns: [
    'asthma( attack| flare( up)?| exacerbation)?',
    'wheez\\w*',
    'tight chest',
    'chest (is )?tight(ness)?',
  ],
  associatedItems: [
    { id: 'cough', label: 'a cough', patterns: ['cough(s|ing|ed)?'] },
    {
      id: 'night_waking',
      label: 'waking at night with symptoms',
      patterns: ['(wake|waking|woke) (up )?(at|in the) night', 'at night'],
    },
    { id: 'cold_symptoms', label: 'cold or flu symptoms', patterns: ['(a )?cold', 'flu', 'runny nose'] },
    {
      id: 'trigger',
      label: 'a recent trigger such as pollen, pets, smoke or exercise',
      patterns: ['pollen', 'pets?', 'cats?', 'dogs?', 'smoke', 'exercise', 'dust'],
    },
  ],
  redFlags: [
    {
      id: 'reliever_not_helping',
      question: 'Are you needing your reliever inhaler more often than every 4 hours, or is it not helping?',
      label: 'reliever inhaler needed every few hours or not helping',
      patterns: ['inhaler (is )?not (helping|working)', 'inhaler (does not|did not) (help|work)'],
      level: 'urgent',
    },
    SEVERE_BREATHLESSNESS,
  ],
  pregnancyRelevant: true,
  care: 'clinician',
  impression: 'an asthma flare',
  differential: [
    'Asthma exacerbation triggered by a viral infection',
    'Asthma exacerbation triggered by allergens or irritants',
    'Lower respiratory tract infection',
  ],
  selfCare: [
    'Use your reliever inhaler as set out in your asthma action plan.',
    'Keep taking your preventer inhaler if you have one.',
    'Avoid known triggers such as smoke and cold air.',
  ],
  seekCareIf: [
    'your reliever does not help or is needed more than every 4 hours',
    'you are too breathless to speak in full sentences',
    'your lips or fingertips turn blue',
  ],
};

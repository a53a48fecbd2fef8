import {
  BODY_ACHES,
  COUGH,
  FEVER,
  HEADACHE,
  NASAL,
  SNEEZING,
  SORE_THROAT as SORE_THROAT_ITEM,
  SWOLLEN_GLANDS,
  TIREDNESS,
} from './common-items';
import type { Presentation } from './types';

const HIGH_FEVER_DAYS = {
  id: 'persistent_high_fever',
  question: 'Have you had a high fever — over 102°F (39°C) — for more than 3 days?',
  label: 'a high fever lasting more than 3 days',
  patterns: ['high (fever|temperature) (for|over) (more than |over )?(3|three|4|four|5|five) days'],
  level: 'urgent',
} as const;

export const COMMON_COLD: Presentation = {
  id: 'common_cold',
  system: 'respiratory',
  label: 'Common cold',
  subject: 'the cold',
  patterns: [
    '(have|got|caught|getting|with|had|has|fighting|coming down with|catching) (a |the )?(bad |heavy |head |chest |nasty |stinking |horrible |summer |winter |little )?cold(?! sores?)',
    '(head|chest|common) cold',
    '(runny|stuffy|blocked|stuffed up|snotty) nose',
    'nasal congestion',
    'sniffles',
    'sniffly',
  ],
  associatedItems: [SORE_THROAT_ITEM, COUGH, FEVER, SNEEZING, HEADACHE],
  redFlags: [
    HIGH_FEVER_DAYS,
    {
      id: 'facial_swelling',
      question: 'Is there any swelling or redness around your eyes, or severe pain on one side of your face?',
      label: 'swelling around the eyes or severe one-sided facial pain',
      patterns: [
        'swelling (around|under) (my )?eyes?',
        '(eye|eyes|eyelids?) (is |are )?(swollen|puffy and red)',
      ],
      level: 'urgent',
    },
  ],
  pregnancyRelevant: false,
  care: 'self_care',
  selfCareMaxDays: 10,
  impression: 'a common cold (viral upper respiratory tract infection)',
  differential: [
    'Viral upper respiratory tract infection',
    'Allergic rhinitis',
    'Early influenza or COVID-19',
  ],
  selfCare: [
    'Rest, keep warm and drink plenty of fluids.',
    'Saline nasal spray or steam can ease a blocked nose.',
    'Acetaminophen or ibuprofen can help with aches or fever, if they are safe for you.',
    'Wash your hands often to avoid passing it on.',
  ],
  seekCareIf: [
    'symptoms last more than 10 days or get worse after starting to improve',
    'you have a high fever',
    'you become short of breath',
  ],
};

export const SORE_THROAT: Presentation = {
  id: 'sore_throat',
  system: 'respiratory',
  label: 'Sore throat',
  subject: 'the sore throat',
  patterns: [
    'sore ?throat',
    'throats? (is |feels |has been )?(really |very |so |pretty |quite )?(sore|hurts|hurting|painful|scratchy|raw|killing me|on fire|bad|rough)',
    'pain(ful)? (when|on|while) swallowing',
    'hurts (when i|to) swallow',
    'tonsil(s|litis)',
    'strep( throat)?',
    'pharyngitis',
    '(scratchy|painful|raw) throat',
    'my throat hurts',
  ],
  associatedItems: [
    FEVER,
    SWOLLEN_GLANDS,
    {
      id: 'white_patches',
      label: 'white patches on the tonsils',
      patterns: ['white (patches|spots|stuff|pus)', 'pus on (my )?tonsils'],
    },
    COUGH,
    NASAL,
  ],
  redFlags: [
    {
      id: 'cannot_swallow',
      question: 'Are you unable to swallow fluids or your own saliva, or finding it hard to open your mouth?',
      label: 'being unable to swallow fluids or saliva, or to open the mouth',
      patterns: [
        'can not (swallow|drink)( anything| fluids| water| my (own )?saliva)?',
        'drooling',
        'can not open my mouth',
      ],
      level: 'urgent',
    },
    {
      id: 'noisy_breathing',
      question: 'Is your breathing noisy or difficult, or does your throat feel like it is closing?',
      label: 'noisy or difficult breathing',
      patterns: ['noisy breathing', 'stridor'],
      level: 'emergency',
      guardianId: 'guardian.severe_breathing_difficulty',
    },
  ],
  pregnancyRelevant: false,
  care: 'self_care',
  selfCareMaxDays: 7,
  impression: 'an acute sore throat, most often viral pharyngitis',
  differential: [
    'Viral pharyngitis',
    'Streptococcal (strep) throat',
    'Infectious mononucleosis (glandular fever)',
  ],
  selfCare: [
    'Drink plenty of fluids; cool drinks, ice pops or warm honey and lemon can soothe the throat.',
    'Gargle with warm salty water (adults).',
    'Acetaminophen or ibuprofen can ease the pain, if they are safe for you.',
    'Throat lozenges or sprays may help.',
  ],
  seekCareIf: [
    'you cannot swallow fluids or saliva',
    'your breathing becomes noisy or difficult',
    'you have a high fever or feel very unwell',
    'it is not improving after a week',
  ],
};

export const FLU_LIKE_ILLNESS: Presentation = {
  id: 'flu_like_illness',
  system: 'respiratory',
  label: 'Flu-like illness',
  subject: 'the flu-like illness',
  patterns: [
    '(the )?flu(?! (shot|jab|vaccine|vaccination))',
    'influenza',
    'flu like( symptoms| illness)?',
    'body aches?',
    'aching all over',
    'achy all over',
    'covid( 19)?',
    'coronavirus',
  ],
  associatedItems: [FEVER, BODY_ACHES, COUGH, SORE_THROAT_ITEM, HEADACHE, TIREDNESS],
  redFlags: [
    {
      id: 'confusion',
      question: 'Are you feeling confused, very drowsy, or struggling to stay awake?',
      label: 'confusion or severe drowsiness',
      patterns: ['confus(ed|ion)', 'very drowsy', 'can not stay awake'],
      level: 'urgent',
    },
    {
      id: 'dehydration_breathless',
      question: 'Are you short of breath, or have you been passing much less urine than usual?',
      label: 'breathlessness or passing much less urine',
      patterns: ['(not|barely|hardly) (peeing|passing urine|urinating)'],
      level: 'urgent',
    },
  ],
  pregnancyRelevant: true,
  care: 'self_care',
  selfCareMaxDays: 7,
  impression: 'an influenza-like illness',
  differential: ['Influenza', 'COVID-19', 'Other viral respiratory infection'],
  selfCare: [
    'Rest and drink plenty of fluids.',
    'Acetaminophen or ibuprofen can help with fever and aches, if they are safe for you.',
    'Stay home and avoid contact with others, especially vulnerable people, until the fever has gone.',
  ],
  seekCareIf: [
    'you become short of breath or have chest pain',
    'you feel confused or very drowsy',
    'you stop passing urine',
    'you start to improve and then get worse again',
  ],
};

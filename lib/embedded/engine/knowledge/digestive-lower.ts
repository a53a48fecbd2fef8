import { FEVER, NAUSEA, TUMMY_PAIN } from './common-items';
import type { Presentation } from './types';

export const DIARRHOEA: Presentation = {
  id: 'diarrhoea',
  system: 'digestive',
  label: 'Diarrhoea',
  subject: 'the diarrhoea',
  patterns: [
    'diarr?h?o?e?a',
    'diahrr?ea',
    'diarhea',
    'loose (stools?|bowels?|motions?)',
    'the runs',
    'watery (stools?|poo|poop)',
    'runny (poo|poop|stools?)',
    'the squirts',
  ],
  associatedItems: [
    NAUSEA,
    FEVER,
    TUMMY_PAIN,
    {
      id: 'travel',
      label: 'recent travel abroad',
      patterns: ['travel\\w*', 'abroad', 'holiday', 'vacation', 'trip'],
    },
    {
      id: 'contacts',
      label: 'other people nearby with the same symptoms',
      patterns: [
        '(others|other people|family|everyone|my (wife|husband|partner|kids|children)) (has|have|is|are) (it|the same|sick|ill)',
      ],
    },
  ],
  redFlags: [
    {
      id: 'blood_stool',
      question: 'Is there any blood in your stool, or is it black?',
      label: 'blood in the stool or black stools',
      patterns: [
        'blood (in|with) (my )?(stools?|poo|poop|diarr?h?o?e?a)',
        'bloody (stools?|diarr?h?o?e?a|poo)',
        '(black|tarry) (stools?|poo|poop)',
      ],
      level: 'urgent',
    },
    {
      id: 'dehydration',
      question:
        'Are you passing very little urine, feeling dizzy when you stand up, or unable to keep fluids down?',
      label: 'signs of dehydration',
      patterns: [
        '(not|barely|hardly) (peeing|passing urine|urinating)',
        'dizzy when i stand',
        'can not keep (anything|fluids|water) down',
      ],
      level: 'urgent',
    },
  ],
  pregnancyRelevant: false,
  care: 'self_care',
  selfCareMaxDays: 7,
  impression: 'acute diarrhoea, most often from viral gastroenteritis',
  differential: [
    'Viral gastroenteritis',
    'Bacterial food poisoning',
    "Traveller's diarrhoea or parasitic infection",
  ],
  selfCare: [
    'Drink plenty of fluids; an oral rehydration solution is best if you are losing a lot of fluid.',
    'Eat when you feel able; plain foods are easiest.',
    'Wash your hands often and avoid preparing food for others until 48 hours after it stops.',
  ],
  seekCareIf: [
    'there is blood in your stool or it is black',
    'you show signs of dehydration such as dizziness or passing very little urine',
    'it lasts more than 7 days',
    'you have a high fever or severe tummy pain',
  ],
};

export const CONSTIPATION: Presentation = {
  id: 'constipation',
  system: 'digestive',
  label: 'Constipation',
  subject: 'the constipation',
  patterns: [
    'constipat\\w*',
    'can not (poo|poop|go to the toilet|go number two|have a bowel movement)',
    '(have not|not) (pooped|had a (poo|poop|bowel movement)|been to the toilet)',
    'hard (stools?|poo|poop)',
    'straining',
    'blocked up',
  ],
  associatedItems: [
    { id: 'bloating', label: 'bloating', patterns: ['bloat\\w*', 'swollen (tummy|belly)'] },
    TUMMY_PAIN,
    {
      id: 'blood_paper',
      label: 'bright red blood on the toilet paper',
      patterns: ['blood on (the )?(toilet )?paper', 'bright red blood'],
    },
    {
      id: 'medicines',
      label: 'a recent change in medicines, such as painkillers',
      patterns: ['codeine', 'opioids?', 'painkillers', 'iron tablets', 'new (medicine|medication|tablets)'],
    },
  ],
  redFlags: [
    {
      id: 'obstruction',
      question: 'Are you unable to pass wind at all, with a swollen tummy or vomiting?',
      label: 'unable to pass wind, with a swollen tummy or vomiting',
      patterns: ['can not (pass|break) wind', 'can not fart'],
      level: 'urgent',
    },
    {
      id: 'alarm_features',
      question:
        'Have you noticed dark blood mixed in your stool, black stools, or weight loss without trying?',
      label: 'blood mixed in the stool, black stools or unexplained weight loss',
      patterns: ['(lost|losing) weight', 'weight loss', '(black|tarry) (stools?|poo)'],
      level: 'routine',
    },
  ],
  pregnancyRelevant: true,
  care: 'self_care',
  selfCareMaxDays: 14,
  impression: 'functional constipation',
  differential: [
    'Functional constipation (diet, fluids, activity)',
    'Medication-induced constipation',
    'Irritable bowel syndrome',
  ],
  selfCare: [
    'Drink more water and gradually add fibre (fruit, vegetables, wholegrains).',
    'Keep active; a daily walk helps the bowels move.',
    'Do not ignore the urge to go, and try raising your feet on a small stool on the toilet.',
    'A pharmacy laxative can help for a short time, if it is safe for you.',
  ],
  seekCareIf: [
    'you cannot pass wind and your tummy is swollen or you are vomiting',
    'you notice blood in your stool or black stools',
    'it lasts more than 2 weeks despite self-care',
  ],
};

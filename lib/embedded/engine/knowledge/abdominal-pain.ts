import { DIARRHOEA, FEVER, NAUSEA } from './common-items';
import { GI_BLEEDING } from './gi-bleeding';
import type { Presentation } from './types';

export const ABDOMINAL_PAIN: Presentation = {
  id: 'abdominal_pain',
  system: 'digestive',
  label: 'Abdominal pain',
  subject: 'the tummy pain',
  patterns: [
    '(stomach|tummy|belly|abdominal|abdomen|gut) (ache|aches|pain|pains|cramps?|hurts|is (hurting|sore|killing me|painful))',
    'stomach ?ache',
    'tummy ?ache',
    'belly ?ache',
    'pain in (my |the )?(stomach|tummy|belly|abdomen|gut|side|lower right|lower left)',
    '(stomach|abdominal) cramps',
    'cramping',
    'my stomach (hurts|is killing me)',
  ],
  associatedItems: [
    NAUSEA,
    DIARRHOEA,
    { id: 'constipation', label: 'constipation', patterns: ['constipat\\w*'] },
    FEVER,
    {
      id: 'urinary',
      label: 'pain when peeing',
      patterns: ['(pain|burning|stinging) (when|while) (i )?(pee|peeing|urinat\\w*)'],
    },
  ],
  redFlags: [
    {
      id: 'surgical_abdomen',
      question:
        'Is the pain severe and constant — for example low on the right side — or worse when you move, cough or walk?',
      label: 'severe constant pain, or pain worse on moving or coughing',
      patterns: ['(lower |low )?right side', 'worse when i (move|cough|walk)', 'hurts to (move|walk|cough)'],
      level: 'urgent',
    },
    GI_BLEEDING,
  ],
  pregnancyRelevant: true,
  care: 'clinician',
  impression: 'abdominal pain that needs a clinician assessment',
  differential: [
    'Gastroenteritis or functional abdominal pain',
    'Appendicitis or gallbladder disease',
    'Urinary tract or gynaecological cause',
  ],
  selfCare: [
    'Rest and sip clear fluids.',
    'A heat pad on the tummy may ease cramping.',
    'Acetaminophen can help; avoid ibuprofen until a clinician has seen you.',
  ],
  seekCareIf: [
    'the pain becomes severe or constant, or is worse when you move',
    'you vomit blood or pass black stools',
    'you have a high fever',
    'you might be pregnant and have pain or bleeding',
  ],
};

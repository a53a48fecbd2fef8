import { CHEST_PAIN_PATTERNS } from './shared-patterns';
import type { Presentation } from './types';

export const CHEST_PAIN: Presentation = {
  id: 'chest_pain',
  system: 'cardiovascular',
  label: 'Chest pain',
  subject: 'the chest pain',
  patterns: [...CHEST_PAIN_PATTERNS, 'chest (is )?(sore|tender)'],
  associatedItems: [
    {
      id: 'tender',
      label: 'pain that is worse when pressing on the spot',
      patterns: ['(worse|hurts) when i press', 'tender (to touch|spot)'],
    },
    {
      id: 'breathing_related',
      label: 'pain that is worse on breathing in',
      patterns: ['(worse|hurts) when i (breathe|take a deep breath)', 'breathe in'],
    },
    {
      id: 'palpitations',
      label: 'a racing or irregular heartbeat',
      patterns: ['palpitations?', '(racing|pounding|irregular) heart(beat)?'],
    },
    { id: 'cough', label: 'a cough or cold', patterns: ['cough\\w*', '(a )?cold'] },
  ],
  redFlags: [
    {
      id: 'cardiac_features',
      question: 'Does the pain spread to your arm, jaw, neck or back, or come with sweating or feeling sick?',
      label: 'pain spreading to the arm, jaw, neck or back, or with sweating or nausea',
      patterns: [],
      level: 'emergency',
      guardianId: 'guardian.cardiac_chest_pain',
    },
    {
      id: 'breathless',
      question: 'Are you short of breath?',
      label: 'shortness of breath with the chest pain',
      patterns: [],
      level: 'emergency',
      guardianId: 'guardian.chest_pain_breathlessness',
    },
  ],
  pregnancyRelevant: false,
  care: 'urgent',
  impression: 'chest pain without reported emergency features, which still needs same-day assessment',
  differential: [
    'Musculoskeletal chest wall pain',
    'Gastro-oesophageal reflux',
    'Cardiac or pulmonary cause (must be excluded by examination and ECG)',
  ],
  selfCare: ['Rest and avoid strenuous activity until you have been assessed.'],
  seekCareIf: [
    'the pain becomes severe, crushing or spreads to your arm, jaw or back — call 911',
    'you become short of breath, sweaty or faint — call 911',
  ],
};

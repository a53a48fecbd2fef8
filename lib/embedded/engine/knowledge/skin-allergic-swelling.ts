import type { RedFlagQuestion } from './types';

export const ALLERGIC_SWELLING: RedFlagQuestion = {
  id: 'allergic_swelling',
  question: 'Is there any swelling of your lips, tongue or throat, or any difficulty breathing?',
  label: 'swelling of the lips, tongue or throat, or difficulty breathing',
  patterns: [
    '(lips?|tongue|throat) (is |are )?(swelling|swollen)',
    '(swollen|swelling) (lips?|tongue|throat)',
  ],
  level: 'emergency',
  guardianId: 'guardian.anaphylaxis',
};

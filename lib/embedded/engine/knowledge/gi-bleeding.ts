import type { RedFlagQuestion } from './types';

export const GI_BLEEDING: RedFlagQuestion = {
  id: 'gi_bleeding',
  question:
    'Have you vomited blood or something that looks like coffee grounds, or passed black, tarry stools?',
  label: 'vomiting blood or passing black stools',
  patterns: ['coffee grounds?', '(black|tarry) (stools?|poo|poop)', '(vomit\\w*|throwing up|threw up) blood'],
  level: 'emergency',
  guardianId: 'guardian.severe_bleeding',
};

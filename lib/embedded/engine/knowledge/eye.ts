import { NASAL } from './common-items';
import type { Presentation } from './types';

export const CONJUNCTIVITIS: Presentation = {
  id: 'conjunctivitis',
  system: 'eye',
  label: 'Red or sticky eye (conjunctivitis)',
  subject: 'the eye problem',
  patterns: [
    'eyes? (is |are )?(all )?(gunky|crusty|sticky|goopy|weeping)',
    'pink ?eye',
    'conjunctivitis',
    '(red|sore|itchy|sticky|gunky|crusty|bloodshot|watery|weepy|irritated|infected) eyes?',
    'eyes? (is |are )?(red|sticky|itchy|gunky|crusty|crusted|watering|bloodshot|glued shut|irritated)',
    '(discharge|gunk|pus) (from|in) (my )?eyes?',
    'eye (infection|discharge)',
  ],
  associatedItems: [
    {
      id: 'discharge',
      label: 'sticky discharge',
      patterns: ['sticky', 'discharge', 'gunk\\w*', 'crust\\w*', 'pus'],
    },
    { id: 'itch', label: 'itching', patterns: ['itch\\w*'] },
    { id: 'both_eyes', label: 'both eyes affected', patterns: ['both eyes'] },
    { id: 'contact_lenses', label: 'wearing contact lenses', patterns: ['contact lens(es)?', 'contacts'] },
    NASAL,
  ],
  redFlags: [
    {
      id: 'sight_threat',
      question:
        'Do you have real pain in the eye (not just grittiness), sensitivity to light, or any change in your vision?',
      label: 'eye pain, light sensitivity or changes in vision',
      patterns: [
        '(blurr(ed|y)|loss of|changes? in|reduced) (vision|sight)',
        'can not see (properly|clearly)',
        'eye (is )?(really |very )?painful',
      ],
      level: 'urgent',
    },
  ],
  pregnancyRelevant: false,
  care: 'self_care',
  selfCareMaxDays: 7,
  impression: 'conjunctivitis',
  differential: ['Viral conjunctivitis', 'Bacterial conjunctivitis', 'Allergic conjunctivitis'],
  selfCare: [
    'Clean away any discharge with cotton wool soaked in cooled boiled water, wiping from the inside corner outwards.',
    'Do not wear contact lenses until it has cleared up.',
    'Wash your hands often and do not share towels or pillows.',
    'Cool compresses and lubricating eye drops can ease discomfort.',
  ],
  seekCareIf: [
    'you have eye pain, sensitivity to light or changes in vision',
    'you wear contact lenses and the eye is red and painful',
    'it is not improving after a week',
  ],
};

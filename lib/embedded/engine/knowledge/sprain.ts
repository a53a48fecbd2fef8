import type { Presentation } from './types';

export const SPRAIN: Presentation = {
  id: 'sprain',
  system: 'musculoskeletal',
  label: 'Sprain or strain',
  subject: 'the injury',
  patterns: [
    'sprain(ed|s)?',
    'twist(ed|ing)? (my )?(ankle|knee|wrist)',
    'rolled (my )?ankle',
    'strain(ed)? (my )?(muscle|hamstring|calf|groin|neck)',
    'pulled (a |my )?(muscle|hamstring|calf|groin)',
    '(fell|fall|fallen|tripped|slipped) (over|down|on)',
    'hurt my (ankle|wrist|knee) (playing|running|at|when|while)',
  ],
  associatedItems: [
    { id: 'swelling', label: 'swelling', patterns: ['swell(ing|ed|s)', 'swollen', 'puffy'] },
    { id: 'bruising', label: 'bruising', patterns: ['bruis\\w*'] },
    {
      id: 'can_walk',
      label: 'difficulty walking or using it',
      patterns: ['(hard|difficult|trouble) to (walk|use|move)', 'limp\\w*'],
    },
  ],
  redFlags: [
    {
      id: 'fracture',
      question: 'Did you hear a crack, is it an odd shape, or are you unable to put any weight on it?',
      label: 'a possible fracture (crack, deformity, or unable to bear weight)',
      patterns: [
        'heard a (crack|snap|pop)',
        '(looks|is) (deformed|bent|out of place)',
        'can not (put (any )?weight on|walk on|bear weight)',
      ],
      level: 'urgent',
    },
    {
      id: 'circulation',
      question: 'Is the area below the injury numb, cold or pale?',
      label: 'numbness, coldness or pallor below the injury',
      patterns: ['(foot|hand|toes|fingers) (is |are )?(numb|cold|pale|white|blue)'],
      level: 'urgent',
    },
  ],
  pregnancyRelevant: false,
  care: 'self_care',
  selfCareMaxDays: 7,
  impression: 'a soft-tissue sprain or strain',
  differential: [
    'Ligament sprain',
    'Muscle strain',
    'Fracture (to exclude if unable to bear weight or bony tenderness)',
  ],
  selfCare: [
    'Rest it for the first 2–3 days, then gradually start using it again.',
    'Ice (wrapped in a cloth) for 15–20 minutes every 2–3 hours for the first few days.',
    'Use a compression bandage and keep it raised when you can.',
    'Ibuprofen or acetaminophen can ease the pain, if they are safe for you.',
  ],
  seekCareIf: [
    'you cannot put weight on it or it looks deformed',
    'the area below the injury is numb, cold or pale',
    'it is not improving after a week',
  ],
};

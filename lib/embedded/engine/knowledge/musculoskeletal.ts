import { BACK_PAIN_PATTERNS } from './shared-patterns';
import type { Presentation } from './types';

const JOINTS = '(knee|hip|shoulder|elbow|wrist|ankle|finger|toe|knuckle|thumb|joint)s?';

export const BACK_PAIN: Presentation = {
  id: 'back_pain',
  system: 'musculoskeletal',
  label: 'Back pain',
  subject: 'the back pain',
  patterns: BACK_PAIN_PATTERNS,
  associatedItems: [
    {
      id: 'sciatica',
      label: 'pain going down the leg',
      patterns: ['(down|into) (my )?(leg|legs|buttock|bum)', 'sciatica', 'shooting pain'],
    },
    {
      id: 'tingling',
      label: 'numbness or tingling in the legs',
      patterns: [
        '(numb|numbness|tingl\\w*|pins and needles) (in|down) (my )?(legs?|feet|foot)',
        'legs? (feel |is |are )?(numb|tingly)',
      ],
    },
    { id: 'stiffness', label: 'stiffness', patterns: ['stiff(ness)?'] },
    {
      id: 'injury',
      label: 'an injury or heavy lifting before it started',
      patterns: ['lift(ing|ed)', 'fell', 'fall', 'injur\\w*', 'twist(ed|ing)', 'gym'],
    },
  ],
  redFlags: [
    {
      id: 'cauda_equina',
      question:
        'Have you had any numbness around your bottom or genitals, or new problems controlling your bladder or bowels?',
      label: 'numbness around the bottom or genitals, or bladder or bowel problems',
      patterns: [
        'numb(ness)? (around|in|between) (my )?(bum|bottom|buttocks|groin|genitals|privates)',
        '(lost|loss of|no) control (of|over) (my )?(bladder|bowels?)',
        '(wet|soiled) myself',
      ],
      level: 'emergency',
      guardianId: 'guardian.cauda_equina',
    },
    {
      id: 'serious_cause',
      question:
        'Do you have a fever, weight loss without trying, a history of cancer, or did this follow a major fall or accident?',
      label: 'fever, unexplained weight loss, history of cancer, or major trauma',
      patterns: [
        '(car|road|traffic) accident',
        'fell (from|off) (a )?(ladder|roof|height)',
        'history of cancer',
        '(i )?(have )?had cancer',
        'weight loss',
      ],
      level: 'urgent',
    },
  ],
  pregnancyRelevant: true,
  care: 'self_care',
  selfCareMaxDays: 42,
  impression: 'non-specific (mechanical) low back pain',
  differential: [
    'Non-specific mechanical back pain or muscle strain',
    'Sciatica from nerve root irritation',
    'Less likely: infection, fracture or other serious cause (no red flags reported)',
  ],
  selfCare: [
    'Keep moving and carry on with normal activities as much as you can; avoid long bed rest.',
    'Ibuprofen or acetaminophen can ease the pain, if they are safe for you.',
    'Heat packs and gentle stretching can help.',
  ],
  seekCareIf: [
    'you get numbness around your bottom or genitals, or problems controlling your bladder or bowels — go to the emergency department',
    'you develop weakness in your legs',
    'you have a fever or feel unwell',
    'it is not improving after 4–6 weeks',
  ],
};

export const JOINT_PAIN: Presentation = {
  id: 'joint_pain',
  system: 'musculoskeletal',
  label: 'Joint pain',
  subject: 'the joint pain',
  patterns: [
    '(tennis|golfers) elbow',
    '(runners|jumpers) knee',
    'frozen shoulder',
    'joint (pains?|aches?|swelling|stiffness)',
    `${JOINTS} (pains?|hurts?|hurting|is (sore|hurting|painful|swollen|killing me)|aches?|aching|swollen|swelling)`,
    `(pain|aches?) in (my |the )?${JOINTS}`,
    `(sore|painful|swollen|stiff) ${JOINTS}`,
    'arthritis',
    'gout',
  ],
  associatedItems: [
    { id: 'swelling', label: 'swelling', patterns: ['swell(ing|ed|s)', 'swollen', 'puffy'] },
    { id: 'warmth', label: 'redness or warmth over the joint', patterns: ['red(ness)?', 'hot', 'warm'] },
    { id: 'morning_stiffness', label: 'stiffness in the morning', patterns: ['stiff\\w*'] },
    {
      id: 'multiple',
      label: 'pain in several joints',
      patterns: ['(several|multiple|many|lots of|both|all my) (joints|knees|hands)'],
    },
  ],
  redFlags: [
    {
      id: 'septic_joint',
      question: 'Is the joint hot, red and very swollen, and do you have a fever or feel unwell?',
      label: 'a hot, red, swollen joint with fever',
      patterns: ['hot (and )?(red|swollen) (joint|knee)'],
      level: 'urgent',
    },
    {
      id: 'cannot_bear_weight',
      question: 'Are you unable to put weight on it or move the joint at all?',
      label: 'unable to bear weight or move the joint',
      patterns: ['can not (really |even |properly )?(put (any )?weight on|walk on|bear weight|move) (it|my)'],
      level: 'urgent',
    },
  ],
  pregnancyRelevant: false,
  care: 'clinician',
  impression: 'joint pain that needs a clinician review to find the cause',
  differential: [
    'Osteoarthritis or overuse strain',
    'Inflammatory arthritis or gout',
    'Septic arthritis (less likely without fever or a hot joint)',
  ],
  selfCare: [
    'Rest the joint, but keep it gently moving to avoid stiffness.',
    'Ice packs (wrapped in a cloth) for 15–20 minutes can reduce swelling.',
    'Ibuprofen or acetaminophen can ease the pain, if they are safe for you.',
  ],
  seekCareIf: [
    'the joint becomes hot, red and swollen, or you develop a fever',
    'you cannot bear weight or move the joint',
    'the pain follows an injury and there is deformity',
  ],
};

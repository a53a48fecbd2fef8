import { LOW_MOOD } from './common-items';
import { ALLERGIC_SWELLING } from './skin-allergic-swelling';
import type { Presentation } from './types';

const ITCH = { id: 'itch', label: 'itching', patterns: ['itch\\w*'] };

export const ACNE: Presentation = {
  id: 'acne',
  system: 'skin',
  label: 'Acne',
  subject: 'the acne',
  patterns: [
    'acne',
    'pimples?',
    'zits?',
    'spots (on|all over) (my )?(face|back|chest|chin|forehead)',
    'break ?outs?',
    'breaking out',
    'blackheads',
    'whiteheads',
  ],
  severityQuestion:
    'How much is it bothering you, from 0 (not at all) to 10 (very badly)? Mild, moderate or severe is fine too.',
  associatedItems: [
    {
      id: 'cysts',
      label: 'painful deep lumps (cysts)',
      patterns: ['cysts?', '(painful|deep|big) (lumps|bumps|spots)', 'nodules?'],
    },
    {
      id: 'scarring',
      label: 'scarring or dark marks',
      patterns: ['scar(s|ring)?', 'dark (marks|spots)', 'marks'],
    },
    { id: 'periods', label: 'flares around periods', patterns: ['(around|before|with) my period', 'period'] },
    LOW_MOOD,
  ],
  redFlags: [
    {
      id: 'mood',
      question: 'Is the acne making you feel very low, anxious or withdrawn?',
      label: 'significant effect on mood',
      patterns: [],
      level: 'routine',
    },
  ],
  pregnancyRelevant: true,
  care: 'self_care',
  impression: 'acne vulgaris',
  differential: ['Acne vulgaris', 'Rosacea', 'Folliculitis'],
  selfCare: [
    'Wash the affected areas twice a day with a gentle cleanser; avoid scrubbing.',
    'Benzoyl peroxide or adapalene gels from a pharmacy can help; give them 6–8 weeks.',
    'Use oil-free, non-comedogenic moisturisers and make-up.',
    'Try not to squeeze spots, which can cause scarring.',
  ],
  seekCareIf: [
    'you have painful deep lumps or scarring',
    'pharmacy treatments have not helped after 2–3 months',
    'it is affecting your mood',
  ],
};

export const INSECT_BITE: Presentation = {
  id: 'insect_bite',
  system: 'skin',
  label: 'Insect bite or sting',
  subject: 'the bite',
  patterns: [
    '(insect|bug|mosquito|mozzie|spider|tick|flea|bed ?bug|wasp|bee|hornet|horse ?fly|midge|ant) (bites?|stings?)',
    '(bitten|stung) by (a |an |some )?(insect|bug|mosquito|spider|tick|flea|wasp|bee|hornet|something)',
    'bug bites?',
    'bites? on (my )?(arm|leg|ankle|skin|body)',
    'got (bitten|stung)',
    'been (bitten|stung)',
  ],
  associatedItems: [
    { id: 'swelling', label: 'swelling around the bite', patterns: ['swell(ing|ed|s)', 'swollen', 'puffy'] },
    ITCH,
    { id: 'pain', label: 'pain', patterns: ['pain(ful)?', 'hurts', 'sore'] },
    { id: 'blister', label: 'a blister', patterns: ['blisters?'] },
  ],
  redFlags: [
    ALLERGIC_SWELLING,
    {
      id: 'infection',
      question: 'Is there redness spreading out from the bite, red streaks, pus, or a fever?',
      label: 'spreading redness, red streaks, pus or fever',
      patterns: [
        '(spreading|spreads) redness',
        'red (streaks?|lines?)',
        'pus',
        'redness (is )?spreading',
        'bulls ?eye',
      ],
      level: 'urgent',
    },
  ],
  pregnancyRelevant: false,
  care: 'self_care',
  selfCareMaxDays: 3,
  impression: 'a local reaction to an insect bite or sting',
  differential: [
    'Local inflammatory reaction to a bite or sting',
    'Secondary skin infection (cellulitis)',
    'Large local allergic reaction',
  ],
  selfCare: [
    'Wash the area with soap and water; remove a sting or tick if still present.',
    'A cold compress and keeping the area raised can reduce swelling.',
    'An antihistamine or hydrocortisone 1% cream can ease itching, if they are safe for you.',
    'Try not to scratch, to reduce the risk of infection.',
  ],
  seekCareIf: [
    'you get swelling of the lips, tongue or throat or trouble breathing',
    'redness spreads, red streaks appear or the area becomes hot and painful',
    'you develop a fever',
    'a bull’s-eye rash appears after a tick bite',
  ],
};

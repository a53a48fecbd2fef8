import { FEVER } from './common-items';
import { ALLERGIC_SWELLING } from './skin-allergic-swelling';
import type { Presentation } from './types';

const ITCH = { id: 'itch', label: 'itching', patterns: ['itch\\w*'] };

export const RASH: Presentation = {
  id: 'rash',
  system: 'skin',
  label: 'Rash',
  subject: 'the rash',
  patterns: [
    'rash(es)?',
    'hives',
    'urticaria',
    'welts',
    'red (spots|blotches|patches|bumps)',
    'blotch(es|y)',
    'skin (is )?(red and )?(irritated|breaking out|bumpy)',
    'allergic reaction',
    'itchy (skin|spots|bumps)',
  ],
  associatedItems: [
    ITCH,
    FEVER,
    {
      id: 'spreading',
      label: 'the rash spreading',
      patterns: ['spread(ing|s)?', 'getting bigger', 'all over'],
    },
    { id: 'blisters', label: 'blisters or peeling skin', patterns: ['blisters?', 'peeling', 'blistering'] },
    {
      id: 'new_exposure',
      label: 'a new medicine, food, soap or plant before it started',
      patterns: [
        'new (medicine|medication|soap|detergent|cream|food|plant|product)',
        'started (taking )?(a )?new',
      ],
    },
  ],
  redFlags: [
    {
      id: 'non_blanching',
      question:
        'If you press a clear glass against the rash, does it stay visible (not fade) — or do you feel very unwell with a fever?',
      label: 'a rash that does not fade under pressure, or feeling very unwell with fever',
      patterns: ['(does not|will not|do not|did not) fade', 'non ?blanching', 'glass test'],
      level: 'emergency',
      guardianId: 'guardian.meningitis_signs',
    },
    ALLERGIC_SWELLING,
  ],
  pregnancyRelevant: true,
  care: 'clinician',
  impression: 'a skin rash that needs a clinician to look at it',
  differential: [
    'Contact or irritant dermatitis',
    'Urticaria (hives) from an allergic trigger',
    'Viral rash',
  ],
  selfCare: [
    'Avoid anything that might have triggered it, such as a new soap or detergent.',
    'Use a gentle, fragrance-free moisturiser and cool compresses for itching.',
    'A non-drowsy antihistamine can ease itching, if it is safe for you.',
    'Take a clear photo of the rash to show the clinician.',
  ],
  seekCareIf: [
    'the rash does not fade when you press a glass against it',
    'you develop swelling of the lips, tongue or throat or trouble breathing',
    'you feel very unwell or have a high fever',
    'the skin blisters or peels',
  ],
};

export const ECZEMA: Presentation = {
  id: 'eczema',
  system: 'skin',
  label: 'Eczema flare',
  subject: 'the eczema',
  patterns: [
    'eczema( flare( up)?)?',
    'dermatitis',
    '(dry|cracked|flaky|scaly)( ,| and)? ((dry|itchy|cracked|flaky|red|sore|scaly)( ,| and)? )*skin',
    'skin (is )?(flaking|flaky|cracking|cracked|scaly)',
  ],
  associatedItems: [
    {
      id: 'sleep_itch',
      label: 'itching that disturbs sleep',
      patterns: ['(keeps|keeping) me (up|awake)', 'can not sleep', 'at night'],
    },
    {
      id: 'weeping',
      label: 'weeping or crusting skin',
      patterns: ['weep(ing|y)', 'crust(ing|y|s)?', 'ooz(ing|es)'],
    },
    { id: 'cracking', label: 'cracked or bleeding skin', patterns: ['crack(ed|ing|s)', 'bleed(ing|s)?'] },
    {
      id: 'triggers',
      label: 'a known trigger such as a new soap or stress',
      patterns: ['soap', 'detergent', 'stress', 'weather', 'cold weather'],
    },
  ],
  redFlags: [
    {
      id: 'infected',
      question:
        'Is the skin weeping, crusted yellow, or covered in painful blisters — and do you feel unwell or feverish?',
      label: 'signs of infected eczema',
      patterns: ['(yellow|golden) crust\\w*', 'painful blisters', 'punched out'],
      level: 'urgent',
    },
  ],
  pregnancyRelevant: false,
  care: 'self_care',
  selfCareMaxDays: 14,
  impression: 'a flare of atopic eczema',
  differential: ['Atopic eczema flare', 'Contact dermatitis', 'Secondary bacterial or viral skin infection'],
  selfCare: [
    'Use an emollient (moisturiser) generously and often, including as a soap substitute.',
    'Avoid known triggers such as perfumed products, wool and overheating.',
    'Over-the-counter hydrocortisone 1% cream can help a mild flare for a few days, if it is safe for you.',
    'Keep nails short to reduce damage from scratching.',
  ],
  seekCareIf: [
    'the skin becomes weepy, crusted, blistered or very painful',
    'you feel feverish or unwell',
    'the flare is not settling after 2 weeks',
  ],
};

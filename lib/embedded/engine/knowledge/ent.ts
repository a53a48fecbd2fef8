import { FEVER, HEADACHE, NASAL, SNEEZING, WHEEZE } from './common-items';
import type { Presentation } from './types';

export const EAR_PAIN: Presentation = {
  id: 'ear_pain',
  system: 'ear, nose and throat',
  label: 'Ear pain',
  subject: 'the ear pain',
  patterns: [
    'ears? (is |are |feels |feel )?(blocked|clogged|plugged|muffled)',
    'blocked ears?',
    'ear ?aches?',
    'ear (pain|infection)',
    'ears? (is |are )?(hurts?|hurting|sore|painful|aching|killing me|throbbing)',
    'pain in (my |the )?ears?',
    'sore ears?',
    'otitis',
    'swimmers ear',
  ],
  associatedItems: [
    {
      id: 'discharge',
      label: 'discharge from the ear',
      patterns: [
        'discharge',
        '(fluid|pus|gunk) (coming )?(out of|from) (my )?ear',
        'ear is (leaking|oozing)',
      ],
    },
    {
      id: 'hearing',
      label: 'muffled or reduced hearing',
      patterns: [
        '(muffled|reduced|lost|loss of) hearing',
        'hearing (loss|is muffled)',
        'can not hear',
        'blocked ear',
      ],
    },
    FEVER,
    { id: 'tinnitus', label: 'ringing in the ear', patterns: ['ringing', 'tinnitus', 'buzzing'] },
    NASAL,
  ],
  redFlags: [
    {
      id: 'mastoid',
      question:
        'Is there swelling, redness or tenderness behind the ear, or is the ear being pushed outwards?',
      label: 'swelling or redness behind the ear',
      patterns: ['(swelling|swollen|red|lump|tender) behind (my |the )?ear'],
      level: 'urgent',
    },
    {
      id: 'sudden_hearing_loss',
      question:
        'Have you suddenly lost hearing in that ear, or had severe dizziness or weakness of the face?',
      label: 'sudden hearing loss, severe dizziness or facial weakness',
      patterns: ['sudden(ly)? (hearing loss|lost (my )?hearing|deaf)'],
      level: 'urgent',
    },
  ],
  pregnancyRelevant: false,
  care: 'self_care',
  selfCareMaxDays: 3,
  impression: 'ear pain, most often from a middle or outer ear infection',
  differential: [
    'Acute otitis media (middle ear infection)',
    'Otitis externa (outer ear infection)',
    'Eustachian tube dysfunction or referred pain (teeth, jaw)',
  ],
  selfCare: [
    'Acetaminophen or ibuprofen can ease the pain, if they are safe for you.',
    'A warm or cool compress over the ear may help.',
    'Keep the ear dry and do not put cotton buds or anything else into it.',
  ],
  seekCareIf: [
    'there is swelling or redness behind the ear',
    'you have a high fever or feel very unwell',
    'you suddenly lose hearing',
    'it is not better after 2–3 days',
  ],
};

export const SINUS_PAIN: Presentation = {
  id: 'sinus_pain',
  system: 'ear, nose and throat',
  label: 'Sinus pain',
  subject: 'the sinus pain',
  patterns: [
    'sinus(es|itis)?( pain| pressure| infection| headache| problems?)?',
    'facial (pain|pressure)',
    '(pain|pressure) (in|around|behind) (my )?(face|cheeks?|cheekbones|forehead|eyes|nose)',
  ],
  associatedItems: [
    NASAL,
    {
      id: 'discoloured_discharge',
      label: 'thick or discoloured mucus',
      patterns: ['(green|yellow|thick|discoloured|discolored) (mucus|snot|discharge|stuff)'],
    },
    {
      id: 'smell',
      label: 'a reduced sense of smell',
      patterns: ['(lost|loss of|reduced|no) (sense of )?smell', 'can not smell'],
    },
    FEVER,
    { id: 'toothache', label: 'pain in the upper teeth', patterns: ['tooth ?ache', 'teeth (hurt|ache)'] },
  ],
  redFlags: [
    {
      id: 'orbital',
      question:
        'Is there any swelling or redness around your eyes, or any change in your vision such as double vision?',
      label: 'swelling around the eyes or changes in vision',
      patterns: ['swelling (around|under) (my )?eyes?', 'double vision', 'blurr(ed|y) vision'],
      level: 'urgent',
    },
    {
      id: 'severe_headache_confusion',
      question: 'Do you have a severe headache that is getting worse, or any confusion?',
      label: 'a worsening severe headache or confusion',
      patterns: ['confus(ed|ion)'],
      level: 'urgent',
    },
  ],
  pregnancyRelevant: false,
  care: 'self_care',
  selfCareMaxDays: 10,
  impression: 'acute sinusitis, most often viral',
  differential: [
    'Acute viral rhinosinusitis',
    'Acute bacterial sinusitis',
    'Dental pain or tension-type headache',
  ],
  selfCare: [
    'Rest and drink plenty of fluids.',
    'Saline nasal rinses or steam inhalation can help clear the sinuses.',
    'Acetaminophen or ibuprofen can ease the pain, if they are safe for you.',
    'A warm compress over the face may help.',
  ],
  seekCareIf: [
    'you have swelling around the eyes or changes in vision',
    'you have a severe headache or confusion',
    'it lasts more than 10 days or gets worse after improving',
  ],
};

export const ALLERGIC_RHINITIS: Presentation = {
  id: 'allergic_rhinitis',
  system: 'ear, nose and throat',
  label: 'Allergic rhinitis (hay fever)',
  subject: 'the hay fever',
  patterns: [
    'hay ?fever',
    'allergic rhinitis',
    '(seasonal |pollen |dust |pet |cat |dog )?allergies',
    'sneez\\w*',
    'itchy (nose|throat|eyes and (a )?runny nose)',
    'pollen',
  ],
  associatedItems: [
    {
      id: 'itchy_eyes',
      label: 'itchy or watery eyes',
      patterns: ['(itchy|watery|watering|streaming) eyes', 'eyes (are )?(itchy|watering|streaming)'],
    },
    SNEEZING,
    NASAL,
    WHEEZE,
    HEADACHE,
  ],
  redFlags: [
    {
      id: 'breathless',
      question: 'Are you wheezing or short of breath?',
      label: 'wheezing or breathlessness',
      patterns: ['wheez\\w*'],
      level: 'urgent',
    },
  ],
  pregnancyRelevant: true,
  care: 'self_care',
  impression: 'allergic rhinitis (hay fever)',
  differential: [
    'Seasonal allergic rhinitis',
    'Perennial allergic rhinitis (dust mites, pets)',
    'Viral upper respiratory tract infection',
  ],
  selfCare: [
    'Non-drowsy antihistamines and steroid nasal sprays from a pharmacy can help, if they are safe for you.',
    'Keep windows closed on high-pollen days and shower after being outside.',
    'Wraparound sunglasses can protect your eyes from pollen.',
  ],
  seekCareIf: ['you develop wheezing or breathlessness', 'pharmacy treatments are not helping'],
};

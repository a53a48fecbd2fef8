import { FEVER_PATTERNS } from './shared-patterns';
import { COUGH, DIARRHOEA, HEADACHE, LOW_MOOD, RASH, SORE_THROAT } from './common-items';
import type { Presentation } from './types';

export const FEVER: Presentation = {
  id: 'fever',
  system: 'general',
  label: 'Fever',
  subject: 'the fever',
  patterns: FEVER_PATTERNS,
  associatedItems: [
    COUGH,
    SORE_THROAT,
    {
      id: 'urinary',
      label: 'pain when peeing',
      patterns: ['(pain|burning|stinging) (when|while) (i )?(pee|peeing|urinat\\w*)'],
    },
    RASH,
    HEADACHE,
    DIARRHOEA,
  ],
  redFlags: [
    {
      id: 'meningism',
      question:
        'Do you have a stiff neck, a rash that does not fade when pressed, or does light hurt your eyes?',
      label: 'a stiff neck, non-fading rash or light sensitivity',
      patterns: [],
      level: 'emergency',
      guardianId: 'guardian.meningitis_signs',
    },
    {
      id: 'sepsis',
      question:
        'Are you feeling confused or very drowsy, breathing very fast, or have mottled or very pale skin?',
      label: 'confusion, fast breathing or mottled skin',
      patterns: ['confus(ed|ion)', 'mottled', 'breathing (very )?fast'],
      level: 'urgent',
    },
  ],
  pregnancyRelevant: true,
  care: 'self_care',
  selfCareMaxDays: 3,
  impression: 'a fever, most often from a self-limiting viral infection',
  differential: [
    'Viral infection',
    'Bacterial infection such as a urinary or chest infection',
    'Other causes needing assessment if the fever persists',
  ],
  selfCare: [
    'Rest and drink plenty of fluids.',
    'Acetaminophen or ibuprofen can bring the temperature down, if they are safe for you.',
    'Wear light clothing and keep the room cool.',
  ],
  seekCareIf: [
    'you get a stiff neck, a rash that does not fade, or light hurts your eyes — call 911',
    'you feel confused, very drowsy or are breathing fast',
    'the fever lasts more than 3 days',
  ],
};

export const FATIGUE: Presentation = {
  id: 'fatigue',
  system: 'general',
  label: 'Fatigue',
  subject: 'the tiredness',
  patterns: [
    'fatigue(d)?',
    'exhausted',
    'exhaustion',
    'tired all the time',
    '(always|constantly|so|very|really|extremely) tired',
    '(no|low|zero) energy',
    'letharg(ic|y)',
    'worn out',
    'run down',
    'tiredness',
  ],
  associatedItems: [
    LOW_MOOD,
    {
      id: 'weight_change',
      label: 'a change in weight',
      patterns: ['(lost|losing|gained|gaining|put on) weight', 'weight (loss|gain)'],
    },
    { id: 'heavy_periods', label: 'heavy periods', patterns: ['heavy periods?'] },
    {
      id: 'snoring',
      label: 'loud snoring or poor sleep',
      patterns: ['snor\\w*', '(poor|bad) sleep', 'not sleeping'],
    },
    { id: 'thirst', label: 'extra thirst or peeing more', patterns: ['thirst\\w*', 'peeing (a lot|more)'] },
  ],
  redFlags: [
    {
      id: 'weight_loss_sweats',
      question: 'Have you lost weight without trying, or had drenching night sweats?',
      label: 'unexplained weight loss or night sweats',
      patterns: ['night sweats', 'lost weight without trying', 'unexplained weight loss'],
      level: 'routine',
    },
    {
      id: 'exertional',
      question: 'Do you get breathless or have chest pain with light activity, such as climbing stairs?',
      label: 'breathlessness or chest pain on light exertion',
      patterns: ['breathless (on|climbing|walking)', 'out of breath (on|climbing|walking)'],
      level: 'urgent',
    },
  ],
  pregnancyRelevant: true,
  care: 'clinician',
  impression: 'fatigue, which needs a clinician review and possibly blood tests',
  differential: [
    'Lifestyle-related tiredness (sleep, stress, workload)',
    'Anaemia or thyroid disorder',
    'Depression or a post-viral state',
  ],
  selfCare: [
    'Keep a regular sleep routine and some daily activity.',
    'Eat regular balanced meals and limit alcohol and caffeine.',
  ],
  seekCareIf: [
    'you have unexplained weight loss or night sweats',
    'you are breathless or have chest pain with light activity',
  ],
};

/** Used when the patient describes a health problem that matches no specific presentation. */
export const GENERAL_CONCERN: Presentation = {
  id: 'general_concern',
  system: 'general',
  label: 'General health concern',
  subject: 'this',
  patterns: [],
  associatedItems: [
    { id: 'fever', label: 'a fever', patterns: FEVER_PATTERNS, signal: 'fever' },
    { id: 'pain', label: 'pain', patterns: ['pain(ful)?', 'hurts?', 'aches?', 'sore'] },
    { id: 'tiredness', label: 'tiredness', patterns: ['tired\\w*', 'exhaust\\w*', 'fatigue'] },
    { id: 'appetite', label: 'a change in appetite', patterns: ['appetite', 'not eating'] },
  ],
  redFlags: [
    {
      id: 'feels_seriously_unwell',
      question:
        'Do you feel seriously unwell right now — for example very weak, confused, or getting rapidly worse?',
      label: 'feeling seriously unwell or rapidly worsening',
      patterns: ['(very|seriously|really) unwell', 'getting (rapidly|much) worse'],
      level: 'urgent',
    },
  ],
  pregnancyRelevant: true,
  care: 'clinician',
  impression: 'a health concern that needs a clinician to clarify the problem',
  differential: [
    'To be determined at clinician review',
    'Possible viral or self-limiting illness',
    'Possible condition needing examination or tests',
  ],
  selfCare: [
    'Rest, drink plenty of fluids and note any new or changing symptoms to share with the clinician.',
  ],
  seekCareIf: [
    'you feel rapidly worse',
    'you develop chest pain, difficulty breathing, confusion or a severe headache — call 911',
  ],
};

import {
  FEVER_PATTERNS,
  LIGHT_SENSITIVITY_PATTERNS,
  RASH_PATTERNS,
  STIFF_NECK_PATTERNS,
} from './shared-patterns';
import type { SymptomItem } from './types';

// Associated symptoms that several presentations ask about.

export const FEVER: SymptomItem = {
  id: 'fever',
  label: 'a fever',
  patterns: FEVER_PATTERNS,
  signal: 'fever',
};
export const COUGH: SymptomItem = { id: 'cough', label: 'a cough', patterns: ['cough(s|ing|ed)?'] };
export const SORE_THROAT: SymptomItem = {
  id: 'sore_throat',
  label: 'a sore throat',
  patterns: ['sore throat', 'throat (is |feels )?(sore|scratchy|raw|painful)', 'hurts to swallow'],
};
export const NASAL: SymptomItem = {
  id: 'common_cold',
  label: 'a runny or blocked nose',
  patterns: [
    '(runn?y|stuffy|blocked|stuffed up|congested|snotty|streaming) nose',
    'nose (is )?(running|blocked|stuffed)',
    'congest(ed|ion)',
    'sniffles',
    'snot',
  ],
};
export const SNEEZING: SymptomItem = { id: 'allergic_rhinitis', label: 'sneezing', patterns: ['sneez\\w*'] };
export const HEADACHE: SymptomItem = {
  id: 'headache',
  label: 'a headache',
  patterns: ['head ?aches?', 'head (hurts|is pounding)', 'migraine\\w*'],
};
export const NAUSEA: SymptomItem = {
  id: 'nausea_vomiting',
  label: 'nausea or vomiting',
  patterns: [
    'nause\\w*',
    'vomit\\w*',
    'throw(ing)? up',
    'threw up',
    'being sick',
    'sickness',
    '(a bit|a little|bit|slightly|quite|really) sick',
    'sick in the mornings?',
    'feel(ing)? sick',
    'sick to my stomach',
    'queasy',
    'puk(e|ing)',
  ],
};
export const DIARRHOEA: SymptomItem = {
  id: 'diarrhoea',
  label: 'diarrhoea',
  patterns: [
    'diarr?h?o?e?a',
    'diahrr?ea',
    'loose (stools?|bowels?|motions?)',
    'the runs',
    'watery (stools?|poo|poop)',
  ],
};
export const TUMMY_PAIN: SymptomItem = {
  id: 'abdominal_pain',
  label: 'tummy pain or cramps',
  patterns: ['(stomach|tummy|belly|abdominal) (pain|ache|cramps?)', 'stomach ?ache', 'cramp(s|ing)'],
};
export const TIREDNESS: SymptomItem = {
  id: 'fatigue',
  label: 'tiredness',
  patterns: ['tired(ness)?', 'exhaust(ed|ion)', 'fatigue(d)?', 'no energy', 'lethargic', 'worn out'],
};
export const BODY_ACHES: SymptomItem = {
  id: 'body_aches',
  label: 'aching muscles',
  patterns: ['(body|muscle) (aches?|pains?)', 'aching( all over)?', 'achy'],
};
export const WHEEZE: SymptomItem = {
  id: 'wheeze',
  label: 'wheezing',
  patterns: ['wheez\\w*', 'whistl(e|ing) (when|in) (i )?breath\\w*'],
};
export const STIFF_NECK: SymptomItem = {
  id: 'stiff_neck',
  label: 'a stiff neck',
  patterns: STIFF_NECK_PATTERNS,
  signal: 'stiff_neck',
};
export const LIGHT_SENSITIVITY: SymptomItem = {
  id: 'light_sensitivity',
  label: 'sensitivity to light',
  patterns: LIGHT_SENSITIVITY_PATTERNS,
  signal: 'light_sensitivity',
};
export const RASH: SymptomItem = { id: 'rash', label: 'a rash', patterns: RASH_PATTERNS, signal: 'rash' };
export const SWOLLEN_GLANDS: SymptomItem = {
  id: 'swollen_glands',
  label: 'swollen glands in the neck',
  patterns: ['swollen (glands|lymph nodes|neck)', 'glands (are )?(up|swollen)', 'lumps? in (my )?neck'],
};
export const LOW_MOOD: SymptomItem = {
  id: 'low_mood',
  label: 'low mood',
  patterns: ['low mood', 'feel(ing)? (down|low|sad|depressed)', 'depress\\w*'],
};
export const POOR_SLEEP: SymptomItem = {
  id: 'insomnia',
  label: 'trouble sleeping',
  patterns: [
    '(trouble|problems?|difficulty) sleeping',
    'can not sleep',
    'not sleeping',
    'insomnia',
    'poor sleep',
  ],
};

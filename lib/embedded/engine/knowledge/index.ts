import { ASTHMA_FLARE, COUGH, SHORTNESS_OF_BREATH } from './respiratory-lower';
import { COMMON_COLD, FLU_LIKE_ILLNESS, SORE_THROAT } from './respiratory-upper';
import { ALLERGIC_RHINITIS, EAR_PAIN, SINUS_PAIN } from './ent';
import { UTI_SYMPTOMS } from './urinary';
import { ECZEMA, RASH } from './skin-rash-eczema';
import { ACNE, INSECT_BITE } from './skin-acne-bites';
import { HEARTBURN, NAUSEA_VOMITING } from './digestive-upper';
import { ABDOMINAL_PAIN } from './abdominal-pain';
import { CONSTIPATION, DIARRHOEA } from './digestive-lower';
import { BACK_PAIN, JOINT_PAIN } from './musculoskeletal';
import { SPRAIN } from './sprain';
import { DIZZINESS, HEADACHE } from './neurological';
import { ANXIETY, INSOMNIA, LOW_MOOD_PRESENTATION } from './mental-health';
import { CONJUNCTIVITIS } from './eye';
import { PERIOD_PROBLEMS, VAGINAL_SYMPTOMS } from './womens-health';
import { FATIGUE, FEVER, GENERAL_CONCERN } from './general';
import { CHEST_PAIN } from './cardiovascular';
import type { Presentation } from './types';

export type {
  BodySystem,
  CareLevel,
  Presentation,
  RedFlagLevel,
  RedFlagQuestion,
  SymptomItem,
} from './types';

/** Every recognisable presentation. When two phrases overlap, the longer one wins. */
export const PRESENTATIONS: readonly Presentation[] = [
  COUGH,
  COMMON_COLD,
  SORE_THROAT,
  FLU_LIKE_ILLNESS,
  SHORTNESS_OF_BREATH,
  ASTHMA_FLARE,
  EAR_PAIN,
  SINUS_PAIN,
  ALLERGIC_RHINITIS,
  UTI_SYMPTOMS,
  RASH,
  ACNE,
  ECZEMA,
  INSECT_BITE,
  DIARRHOEA,
  NAUSEA_VOMITING,
  ABDOMINAL_PAIN,
  HEARTBURN,
  CONSTIPATION,
  HEADACHE,
  BACK_PAIN,
  JOINT_PAIN,
  SPRAIN,
  ANXIETY,
  LOW_MOOD_PRESENTATION,
  INSOMNIA,
  CONJUNCTIVITIS,
  PERIOD_PROBLEMS,
  VAGINAL_SYMPTOMS,
  FEVER,
  FATIGUE,
  CHEST_PAIN,
  DIZZINESS,
];

export { GENERAL_CONCERN };

export function presentationById(id: string): Presentation | null {
  if (id === GENERAL_CONCERN.id) return GENERAL_CONCERN;
  return PRESENTATIONS.find((presentation) => presentation.id === id) ?? null;
}

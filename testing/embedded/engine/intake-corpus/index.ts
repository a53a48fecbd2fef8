import { HEAD_MIND } from './head-mind';
import { DIGESTIVE_URINARY } from './digestive-urinary';
import { MUSCULOSKELETAL } from './musculoskeletal';
import { RESPIRATORY } from './respiratory';
import { SEVERITY_PHRASING } from './severity-phrasing';
import { SKIN_EYE } from './skin-eye';
import type { CorpusConversation } from './types';
import { WOMENS_GENERAL } from './womens-general';

export type { CorpusConversation, ExpectedFacts } from './types';
export { SEVERITY_PHRASING } from './severity-phrasing';

export const INTAKE_CORPUS: readonly CorpusConversation[] = [
  ...RESPIRATORY,
  ...MUSCULOSKELETAL,
  ...DIGESTIVE_URINARY,
  ...SKIN_EYE,
  ...HEAD_MIND,
  ...WOMENS_GENERAL,
  ...SEVERITY_PHRASING,
];

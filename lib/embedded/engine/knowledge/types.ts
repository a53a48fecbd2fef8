import type { GuardianId } from '@/lib/embedded/engine/safety/guardians';
import type { SignalId } from '@/lib/embedded/engine/safety/signals';

export type BodySystem =
  | 'respiratory'
  | 'ear, nose and throat'
  | 'urinary'
  | 'skin'
  | 'digestive'
  | 'musculoskeletal'
  | 'neurological'
  | 'mental health'
  | 'eye'
  | "women's health"
  | 'cardiovascular'
  | 'general';

/** emergency: escalate at once; urgent: same-day care; routine: needs a clinician rather than self-care. */
export type RedFlagLevel = 'emergency' | 'urgent' | 'routine';

/** What the presentation needs when no warning sign is present. */
export type CareLevel = 'self_care' | 'clinician' | 'urgent';

export interface SymptomItem {
  id: string;
  /** Lower-case noun phrase: "fever", "a runny or blocked nose". */
  label: string;
  patterns: readonly string[];
  /** A safety signal that a reported item also counts as. */
  signal?: SignalId;
}

export interface RedFlagQuestion {
  id: string;
  /** Worded so that "yes" is the concerning answer. */
  question: string;
  /** Noun phrase for reflections and documents: "coughing up blood". */
  label: string;
  /** Phrases that volunteer the flag without being asked. */
  patterns: readonly string[];
  level: RedFlagLevel;
  guardianId?: GuardianId;
}

export interface Presentation {
  id: string;
  system: BodySystem;
  /** Title-case name for documents: "Cough". */
  label: string;
  /** Grammatical subject for reflections: "the cough". */
  subject: string;
  plural?: boolean;
  patterns: readonly string[];
  severityQuestion?: string;
  associatedItems: readonly SymptomItem[];
  redFlags: readonly RedFlagQuestion[];
  pregnancyRelevant: boolean;
  care: CareLevel;
  /** Self-care stops being appropriate once symptoms have lasted longer than this. */
  selfCareMaxDays?: number;
  /** Completes "consistent with …". */
  impression: string;
  differential: readonly string[];
  selfCare: readonly string[];
  /** Completes "Seek urgent care if …", one condition per entry. */
  seekCareIf: readonly string[];
}

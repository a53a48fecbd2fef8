// One conversation of the intake corpus: what a patient typed, turn by turn, and the facts the three
// consultation documents must (and must not) state afterwards.

/** None stated by the patient: "no meds", "no known allergies". */
export type NoneStated = 'none';

export interface ExpectedFacts {
  /** The presentation's label, as in the documents: "Back pain". */
  complaint?: string;
  /** How the onset is written: "two days ago", "yesterday". */
  onset?: string;
  /** "7/10", "6–7/10" or a level alone: "moderate". */
  severity?: string;
  /** "getting worse", "getting better", "staying about the same", "not improving", "coming and going". */
  course?: string;
  /** Associated symptoms the patient has, as labelled: "fever", "swelling". */
  reported?: string[];
  /** Associated symptoms the patient said they do not have. */
  denied?: string[];
  /** Warning signs the patient confirmed, by their id in the chief presentation: "fracture". */
  flagsYes?: string[];
  /** Warning signs the patient denied, by id. */
  flagsNo?: string[];
  medications?: string[] | NoneStated;
  allergies?: string[] | NoneStated;
  conditions?: string[] | NoneStated;
}

export interface CorpusConversation {
  id: string;
  /** The patient's messages, one per turn, answering the questions the intake asks. */
  turns: string[];
  /** Facts each document must contain in the right section. */
  facts: ExpectedFacts;
  /** Facts no document may state: things the patient never said. */
  never?: ExpectedFacts;
}

// Each emergency the intake can detect has a stable id (clients key their safety UI on it) and one
// approved message. The wording is fixed here so every escalation says exactly the same thing.

export const GUARDIAN_IDS = [
  'guardian.suicidal_intent',
  'guardian.overdose_or_poisoning',
  'guardian.anaphylaxis',
  'guardian.chest_pain_breathlessness',
  'guardian.cardiac_chest_pain',
  'guardian.stroke_signs',
  'guardian.severe_breathing_difficulty',
  'guardian.severe_bleeding',
  'guardian.meningitis_signs',
  'guardian.thunderclap_headache',
  'guardian.cauda_equina',
] as const;

export type GuardianId = (typeof GUARDIAN_IDS)[number];

export interface GuardianDefinition {
  id: GuardianId;
  /** Plain name of the condition, for the consultation documents. */
  condition: string;
  /** The approved safety message carried by the guardian event. */
  message: string;
  /** The short assistant message shown in the chat. */
  reply: string;
  /** The message carried by conversation.end. */
  endMessage: string;
}

const CALL_911_REPLY =
  "I'm stopping the consultation here because what you've described needs emergency care right away. Please call 911 now or go to the nearest emergency department — don't wait to see if it gets better.";
const CALL_911_END =
  'This consultation has ended so you can get emergency help. Call 911 or go to the nearest emergency department.';

function emergency(id: GuardianId, condition: string, message: string): GuardianDefinition {
  return { id, condition, message, reply: CALL_911_REPLY, endMessage: CALL_911_END };
}

const DEFINITIONS: readonly GuardianDefinition[] = [
  {
    id: 'guardian.suicidal_intent',
    condition: 'Thoughts of suicide or self-harm',
    message:
      "You don't have to go through this alone. Please call or text 988 to reach the 988 Suicide & Crisis Lifeline — free, confidential and available 24 hours a day — or chat at 988lifeline.org. If you are in immediate danger or have already hurt yourself, call 911 now.",
    reply:
      "I'm really sorry you're feeling this way, and I'm glad you told me. I'm pausing the consultation so you can talk to someone who can help right now: call or text 988 (the Suicide & Crisis Lifeline). If you're in immediate danger, call 911.",
    endMessage:
      'This consultation has ended so you can get support right away. Call or text 988 (Suicide & Crisis Lifeline), or call 911 if you are in immediate danger.',
  },
  emergency(
    'guardian.overdose_or_poisoning',
    'Possible overdose or poisoning',
    'If you have taken an overdose or swallowed something poisonous, call 911 now. If you are awake and breathing normally, you can also call Poison Control at 1-800-222-1222 for advice while you wait.',
  ),
  emergency(
    'guardian.anaphylaxis',
    'Possible severe allergic reaction (anaphylaxis)',
    'Swelling of the throat, tongue or lips, or difficulty breathing after an allergic trigger, can be a severe allergic reaction (anaphylaxis). Use an epinephrine auto-injector if you have one and call 911 now.',
  ),
  emergency(
    'guardian.chest_pain_breathlessness',
    'Chest pain with difficulty breathing',
    'Chest pain together with difficulty breathing can be a sign of a serious problem such as a heart attack or a blood clot in the lungs. Call 911 now or go to the nearest emergency department. Do not drive yourself.',
  ),
  emergency(
    'guardian.cardiac_chest_pain',
    'Chest pain with features of a heart attack',
    'Chest pain that spreads to the arm, jaw, neck or back, or comes with sweating or feeling sick, can be a sign of a heart attack. Call 911 now. Do not drive yourself.',
  ),
  emergency(
    'guardian.stroke_signs',
    'Possible stroke (face drooping, arm weakness or speech difficulty)',
    'Face drooping, weakness in an arm, or slurred or muddled speech can be signs of a stroke. Call 911 immediately — every minute matters. Note the time the symptoms started.',
  ),
  emergency(
    'guardian.severe_breathing_difficulty',
    'Severe difficulty breathing',
    'Severe difficulty breathing, being unable to speak in full sentences, or blue lips or fingertips is a medical emergency. Call 911 now.',
  ),
  emergency(
    'guardian.severe_bleeding',
    'Severe or uncontrolled bleeding',
    'Heavy bleeding that will not stop, or vomiting blood, needs emergency care. Call 911 now. While you wait, press firmly on any wound with a clean cloth.',
  ),
  emergency(
    'guardian.meningitis_signs',
    'Possible meningitis (stiff neck, fever, rash or light sensitivity)',
    'A stiff neck with a fever, together with a rash or sensitivity to light, can be a sign of meningitis, which is a medical emergency. Call 911 or go to the nearest emergency department now.',
  ),
  emergency(
    'guardian.thunderclap_headache',
    'Sudden severe (thunderclap) headache',
    'A sudden, severe headache — the worst you have ever had — can be a sign of bleeding in or around the brain. Call 911 or go to the nearest emergency department now.',
  ),
  emergency(
    'guardian.cauda_equina',
    'Back pain with numbness or loss of bladder or bowel control',
    'Back pain with numbness around the bottom or genitals, or new problems controlling your bladder or bowels, can be a sign of severe nerve compression (cauda equina syndrome). Go to the nearest emergency department now or call 911.',
  ),
];

export function guardianDefinition(id: GuardianId): GuardianDefinition {
  const definition = DEFINITIONS.find((candidate) => candidate.id === id);
  if (!definition) throw new Error(`Unknown guardian ${id}`);
  return definition;
}

export function isGuardianId(value: string): value is GuardianId {
  return (GUARDIAN_IDS as readonly string[]).includes(value);
}

import type { GuardianId } from './guardians';
import type { SignalId } from './signals';

// Emergency rules over the signals seen so far in the conversation. The first rule that holds decides
// the guardian, so the order runs from the most specific and time-critical to the least.

interface EmergencyRule {
  guardianId: GuardianId;
  holds: (has: (signal: SignalId) => boolean) => boolean;
}

const RULES: readonly EmergencyRule[] = [
  { guardianId: 'guardian.suicidal_intent', holds: (has) => has('suicidal') },
  { guardianId: 'guardian.overdose_or_poisoning', holds: (has) => has('overdose') },
  {
    guardianId: 'guardian.anaphylaxis',
    holds: (has) =>
      has('throat_closing') ||
      has('tongue_swelling') ||
      has('anaphylaxis_named') ||
      ((has('face_swelling') || has('allergic_trigger')) &&
        (has('breathless') || has('severe_breathing') || has('wheeze'))),
  },
  {
    guardianId: 'guardian.chest_pain_breathlessness',
    holds: (has) => has('chest_pain') && (has('breathless') || has('severe_breathing')),
  },
  { guardianId: 'guardian.cardiac_chest_pain', holds: (has) => has('chest_pain') && has('cardiac_features') },
  {
    guardianId: 'guardian.stroke_signs',
    holds: (has) => has('face_droop') || has('arm_weakness') || has('slurred_speech'),
  },
  { guardianId: 'guardian.severe_breathing_difficulty', holds: (has) => has('severe_breathing') },
  { guardianId: 'guardian.severe_bleeding', holds: (has) => has('severe_bleeding') },
  {
    guardianId: 'guardian.meningitis_signs',
    holds: (has) =>
      (has('stiff_neck') && has('fever') && (has('rash') || has('light_sensitivity'))) ||
      (has('non_blanching_rash') && has('fever')),
  },
  { guardianId: 'guardian.thunderclap_headache', holds: (has) => has('thunderclap') },
  {
    guardianId: 'guardian.cauda_equina',
    holds: (has) => has('back_pain') && (has('saddle_numbness') || has('continence_loss')),
  },
];

export function emergencyFor(signals: readonly SignalId[]): GuardianId | null {
  const present = new Set(signals);
  const has = (signal: SignalId) => present.has(signal);
  return RULES.find((rule) => rule.holds(has))?.guardianId ?? null;
}

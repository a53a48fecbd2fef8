import type { CtaSkillCode, CtaWidget } from '@/lib/embedded/engine/types';
import { chiefPresentation } from './plan';
import { pregnancyFact } from './summary';
import type { IntakeState } from './state';

export const CTA_WIDGET: Record<CtaSkillCode, CtaWidget> = {
  book_appointment: 'appointment_booking',
  urgent_care: 'emergency_info',
  self_care: 'self_care_tips',
};

export const CTA_LABEL: Record<CtaSkillCode, string> = {
  book_appointment: 'Book an appointment',
  urgent_care: 'Find urgent care',
  self_care: 'See self-care tips',
};

/** The follow-up the intake recommends, from the presentation and what was found. */
export function chooseCta(state: IntakeState): CtaSkillCode {
  const presentation = chiefPresentation(state);
  if (presentation === null) return 'book_appointment';
  // A warning sign asked about twice without a clear answer is treated as uncertain.
  const unanswered = presentation.redFlags
    .filter((flag) =>
      state.asked.some(
        (question) =>
          question.id === `red_flag:${flag.id}` &&
          question.outcome === 'not_answered' &&
          question.answer !== null,
      ),
    )
    .filter((flag) => !state.redFlags.some((finding) => finding.id === flag.id))
    .map((flag) => ({ answer: 'unsure' as const, level: flag.level }));
  const flags = [...state.redFlags, ...unanswered];
  const urgentFlag = flags.some(
    (flag) =>
      (flag.answer === 'yes' && flag.level !== 'routine') ||
      (flag.answer === 'unsure' && flag.level === 'emergency'),
  );
  if (urgentFlag || presentation.care === 'urgent') return 'urgent_care';
  if (presentation.care !== 'self_care') return 'book_appointment';
  const concern = flags.some((flag) => flag.answer !== 'no');
  const severe = state.severity?.level === 'severe';
  const longstanding =
    presentation.selfCareMaxDays !== undefined &&
    state.onset?.approxDays != null &&
    state.onset.approxDays > presentation.selfCareMaxDays;
  const pregnant = ['pregnant', 'possible'].includes(pregnancyFact(state)?.status ?? '');
  return concern || severe || longstanding || pregnant ? 'book_appointment' : 'self_care';
}

export function nextStepsSentence(state: IntakeState, cta: CtaSkillCode): string {
  const presentation = chiefPresentation(state);
  switch (cta) {
    case 'urgent_care':
      return 'Because of what you’ve told me, I recommend getting seen **today** — at an urgent care centre or a same-day appointment.';
    case 'self_care':
      return 'This usually gets better on its own with self-care. If it isn’t improving, gets worse, or you’re worried, book an appointment.';
    case 'book_appointment':
      return presentation === null
        ? 'If you have a health concern, a clinician can talk it through with you — you can book an appointment.'
        : 'I recommend booking an appointment so a clinician can review this with you.';
  }
}

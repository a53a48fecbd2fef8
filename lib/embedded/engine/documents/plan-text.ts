import { chiefPresentation } from '@/lib/embedded/engine/intake/plan';
import type { IntakeState } from '@/lib/embedded/engine/intake/state';
import type { CtaSkillCode } from '@/lib/embedded/engine/types';

export function followUpText(state: IntakeState, cta: CtaSkillCode): string {
  const presentation = chiefPresentation(state);
  switch (cta) {
    case 'self_care': {
      const days = presentation?.selfCareMaxDays;
      return `Self-care at home; book an appointment if symptoms get worse, are not improving${days ? `, or last longer than ${days} days in total` : ''}.`;
    }
    case 'book_appointment':
      return 'Book an appointment with a clinician for review.';
    case 'urgent_care':
      return 'Same-day assessment at an urgent care centre or a same-day appointment.';
  }
}

import { z } from 'zod';
import { multiLineTextSchema, singleLineTextSchema } from '@/lib/contract';

/**
 * The organization's approved safety behaviour, shown with every `guardian` event: the interface leaves
 * what to present to the integration. Admins edit it in the staff dashboard; the patient app reads it.
 */
export const safetyContactSchema = z.object({
  label: singleLineTextSchema({ min: 1, max: 80 }),
  /** Dialled as `tel:<phone>`: digits with an optional leading +, as short as 911 or 988. */
  phone: z.string().regex(/^\+?[0-9]{3,15}$/, 'Use digits only, optionally starting with +'),
  note: singleLineTextSchema({ max: 200 }).optional(),
});

export const safetyGuidanceSchema = z.object({
  // Stored text (ADR 0031): shown to every patient who meets a safety event.
  message: z.string().trim().pipe(multiLineTextSchema({ min: 1, max: 1000 })),
  contacts: z.array(safetyContactSchema).min(1).max(5),
});

export type SafetyContact = z.infer<typeof safetyContactSchema>;
export type SafetyGuidance = z.infer<typeof safetyGuidanceSchema>;

/** Until an admin approves other words: US emergency services and the 988 Suicide & Crisis Lifeline. */
export const DEFAULT_SAFETY_GUIDANCE: SafetyGuidance = {
  message:
    'If you are in danger or this may be an emergency, call 911 now or go to the nearest emergency room. ' +
    'If you are thinking about harming yourself, call or text 988 to reach someone right away.',
  contacts: [
    { label: 'Emergency services', phone: '911' },
    {
      label: '988 Suicide & Crisis Lifeline',
      phone: '988',
      note: 'Call or text, any time, free and confidential.',
    },
  ],
};

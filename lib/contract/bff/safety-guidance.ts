import { z } from 'zod';
import { multiLineTextSchema, singleLineTextSchema } from '@/lib/contract';
import {
  SAFETY_CONTACT_LABEL_MAX_LENGTH,
  SAFETY_CONTACT_NOTE_MAX_LENGTH,
  SAFETY_CONTACTS_MAX,
  SAFETY_MESSAGE_MAX_LENGTH,
  SAFETY_PHONE_PATTERN,
} from './safety-guidance-values';

/**
 * The organization's approved safety behaviour, shown with every `guardian` event: the interface leaves
 * what to present to the integration. Admins edit it in the staff dashboard; the patient app reads it.
 */
export const safetyContactSchema = z.object({
  label: singleLineTextSchema({ min: 1, max: SAFETY_CONTACT_LABEL_MAX_LENGTH }),
  phone: z.string().regex(SAFETY_PHONE_PATTERN, 'Use digits only, optionally starting with +'),
  note: singleLineTextSchema({ max: SAFETY_CONTACT_NOTE_MAX_LENGTH }).optional(),
});

export const safetyGuidanceSchema = z.object({
  // Stored text (ADR 0031): shown to every patient who meets a safety event.
  message: z
    .string()
    .trim()
    .pipe(multiLineTextSchema({ min: 1, max: SAFETY_MESSAGE_MAX_LENGTH })),
  contacts: z.array(safetyContactSchema).min(1).max(SAFETY_CONTACTS_MAX),
});

export type SafetyContact = z.infer<typeof safetyContactSchema>;
export type SafetyGuidance = z.infer<typeof safetyGuidanceSchema>;

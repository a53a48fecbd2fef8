import type { SafetyGuidance } from '@/lib/contract/bff';
import {
  SAFETY_CONTACT_LABEL_MAX_LENGTH,
  SAFETY_CONTACT_NOTE_MAX_LENGTH,
  SAFETY_CONTACTS_MAX,
  SAFETY_MESSAGE_MAX_LENGTH,
  SAFETY_PHONE_PATTERN,
} from '@/lib/contract/bff/safety-guidance-values';
import { countCharacters } from '@/lib/contract/primitive-values';

/** The editor's text, as typed: every field a string, a note left empty meaning none. */
export interface GuidanceDraft {
  message: string;
  contacts: { label: string; phone: string; note: string }[];
}

export const MAX_SAFETY_CONTACTS = SAFETY_CONTACTS_MAX;

export function toDraft(guidance: SafetyGuidance): GuidanceDraft {
  return {
    message: guidance.message,
    contacts: guidance.contacts.map(({ label, phone, note }) => ({ label, phone, note: note ?? '' })),
  };
}

/** What is sent: the BFF's schema decides, and an empty note is left out rather than sent blank. */
export function toGuidance(draft: GuidanceDraft): SafetyGuidance {
  return {
    message: draft.message.trim(),
    contacts: draft.contacts.map(({ label, phone, note }) => ({
      label: label.trim(),
      phone: phone.trim(),
      ...(note.trim() ? { note: note.trim() } : {}),
    })),
  };
}

/** Why a text is refused before it is sent: blank when required, or over its limit. */
function textProblem(
  text: string,
  { required, max }: { required: boolean; max: number },
): string | undefined {
  if (required && text === '') return 'Required';
  if (countCharacters(text) > max) return `At most ${max} characters`;
  return undefined;
}

/**
 * The draft's problems by field path (`message`, `contacts.0.phone`), the same paths the API names in
 * its 422, so that a message from either is shown beside the field it is about. The BFF checks the rest
 * (control characters) with the contract's schema.
 */
export function draftErrors(draft: GuidanceDraft): Record<string, string> {
  const guidance = toGuidance(draft);
  const errors: Record<string, string | undefined> = {
    message: textProblem(guidance.message, { required: true, max: SAFETY_MESSAGE_MAX_LENGTH }),
  };
  if (guidance.contacts.length === 0) errors.contacts = 'Give at least one number to call';
  if (guidance.contacts.length > SAFETY_CONTACTS_MAX)
    errors.contacts = `At most ${SAFETY_CONTACTS_MAX} numbers`;
  guidance.contacts.forEach(({ label, phone, note }, index) => {
    errors[`contacts.${index}.label`] = textProblem(label, {
      required: true,
      max: SAFETY_CONTACT_LABEL_MAX_LENGTH,
    });
    if (!SAFETY_PHONE_PATTERN.test(phone))
      errors[`contacts.${index}.phone`] = 'Use digits only, optionally starting with +';
    errors[`contacts.${index}.note`] = textProblem(note ?? '', {
      required: false,
      max: SAFETY_CONTACT_NOTE_MAX_LENGTH,
    });
  });
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

import { safetyGuidanceSchema, type SafetyGuidance } from '@/lib/contract/bff';

/** The editor's text, as typed: every field a string, a note left empty meaning none. */
export interface GuidanceDraft {
  message: string;
  contacts: { label: string; phone: string; note: string }[];
}

export const MAX_SAFETY_CONTACTS = 5;

export function toDraft(guidance: SafetyGuidance): GuidanceDraft {
  return {
    message: guidance.message,
    contacts: guidance.contacts.map(({ label, phone, note }) => ({ label, phone, note: note ?? '' })),
  };
}

/** What is sent: the contract's schema decides, and an empty note is left out rather than sent blank. */
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

/**
 * The draft's problems by field path (`message`, `contacts.0.phone`), the same paths the API names in
 * its 422, so that a message from either is shown beside the field it is about.
 */
export function draftErrors(draft: GuidanceDraft): Record<string, string> {
  const parsed = safetyGuidanceSchema.safeParse(toGuidance(draft));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    if (errors[path]) continue;
    if (issue.code === 'too_small' && issue.origin === 'string') errors[path] = 'Required';
    else if (issue.code === 'too_big' && issue.origin === 'string')
      errors[path] = `At most ${issue.maximum} characters`;
    else if (issue.code === 'too_small' && path === 'contacts')
      errors[path] = 'Give at least one number to call';
    else errors[path] = issue.message;
  }
  return errors;
}

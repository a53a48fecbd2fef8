import type { SafetyGuidance } from './safety-guidance';

// The safety guidance's limits and its default: plain values, safe for the browser.

export const SAFETY_MESSAGE_MAX_LENGTH = 1000;
export const SAFETY_CONTACT_LABEL_MAX_LENGTH = 80;
export const SAFETY_CONTACT_NOTE_MAX_LENGTH = 200;
export const SAFETY_CONTACTS_MAX = 5;
/** Dialled as `tel:<phone>`: digits with an optional leading +, as short as 911 or 988. */
export const SAFETY_PHONE_PATTERN = /^\+?[0-9]{3,15}$/;

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

import type { Presentation } from '@/lib/embedded/engine/knowledge/types';
import { joinWithAnd } from '@/lib/embedded/engine/text/numbers';
import { pick } from './reflect';

export const ASK_FOR_COMPLAINT = 'What’s the main symptom or health concern you’d like help with today?';

export const GREETING_REPLY = `Hello! I’m here to ask a few questions about your symptoms so a clinician has a clear picture. ${ASK_FOR_COMPLAINT}`;
export const THANKS_BEFORE_COMPLAINT = `You’re welcome! Whenever you’re ready, tell me what’s been bothering you. ${ASK_FOR_COMPLAINT}`;
export const META_REPLY = `I can help with that. To get started, could you describe what’s going on — for example a cough, a rash, or a pain somewhere?`;
export const EXPLAIN_PURPOSE = `I’m here to ask a few short questions about your symptoms so a clinician can help you. ${ASK_FOR_COMPLAINT}`;
export const FINISH_WITHOUT_COMPLAINT = `Before we wrap up, could you tell me the main symptom or health concern you’d like help with?`;
export const DENIED_ONLY = `Thanks for letting me know. ${ASK_FOR_COMPLAINT}`;

export const OFF_TOPIC_NO_COMPLAINT = `I’m only able to help with health concerns, so I can’t help with that. ${ASK_FOR_COMPLAINT}`;
export const OFF_TOPIC_LEAD = 'I’m only able to help with health concerns, so I can’t help with that.';
export const REPEATED_OFF_TOPIC_END =
  'We’ve moved away from health topics a few times, so I’m going to end this conversation here. If you have a health concern, please start a new consultation.';

export const RESPECT_REQUEST =
  'I understand this may be frustrating, but please keep our conversation respectful so I can help you.';
export const ABUSE_END =
  'I’m ending this conversation because of repeated abusive language. If you need medical help, please start a new consultation — and in an emergency, call 911.';

export const QUESTION_NOTED =
  'That’s a good question — I’ve noted it for the clinician, who can go through it with you.';
export const SOCIAL_ACK = 'No problem.';
export const THANKS_ACK = 'You’re welcome.';

export function whichOnes(kind: string): string {
  if (kind === 'allergies') return 'What are you allergic to, and what happens when you react?';
  if (kind === 'conditions') return 'Which conditions do you have?';
  return 'Which medicines are you taking, and roughly how much?';
}

export function acknowledgeComplaint(
  presentation: Presentation,
  others: readonly Presentation[],
  greeted: boolean,
  startedLabel: string | null,
  seed: number,
): string {
  const hello = greeted ? 'Hi — ' : '';
  const opening =
    presentation.id === 'general_concern'
      ? `${hello}I’m sorry you’re not feeling well.`
      : `${hello}${pick(['I’m sorry to hear about', 'Sorry you’re dealing with', 'Sorry to hear about'], seed)} ${presentation.subject}.`;
  const timing = startedLabel
    ? ` Thanks for mentioning ${presentation.plural ? 'they' : 'it'} started ${startedLabel}.`
    : '';
  const also =
    others.length > 0
      ? ` I’ve also noted the ${joinWithAnd(others.map((other) => other.label.toLowerCase()))}.`
      : '';
  return `${opening}${timing}${also} I’ll ask a few quick questions, one at a time, so the clinician has a clear picture.`;
}

export const MOVING_ON = 'That’s fine — let’s move on.';
export const NOT_CAUGHT = 'Sorry, I didn’t quite catch that.';
export const UNCLEAR_COMPLAINT =
  'I’m not sure I’ve understood what’s bothering you. Could you describe the main symptom in a few words — for example “a sore throat”, “back pain after lifting” or “a rash on my arm”?';

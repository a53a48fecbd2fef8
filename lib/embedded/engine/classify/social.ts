import { consistsOnlyOf } from '@/lib/embedded/engine/text/phrase-matcher';

// Short conversational turns that carry no clinical content but are not off-topic either.

const GREETINGS = [
  'good (morning|afternoon|evening|day)',
  'hi',
  'hello',
  'hey',
  'hiya',
  'howdy',
  'yo',
  'greetings',
  'hallo',
  'hola',
];
const GREETING_FILLER = [
  'there',
  'doc',
  'doctor',
  'again',
  'everyone',
  'how are you( doing)?',
  'how is it going',
  'what is up',
  'whats up',
  'nice to meet you',
  'i am new',
  'hope you are well',
];

const THANKS = [
  'thank you( so much| very much)?',
  'thanks( a lot| so much)?',
  'thx',
  'ty',
  'cheers',
  'much appreciated',
  'appreciate it',
  'great',
  'perfect',
  'brilliant',
  'awesome',
  'lovely',
];
const ACKNOWLEDGEMENTS = [
  'ok(ay)?',
  'k',
  'sure',
  'alright',
  'all right',
  'right',
  'got it',
  'sounds good',
  'cool',
  'fine',
  'yes please',
  'go ahead',
  'let us (start|begin|go)',
  '(i am )?ready',
  'understood',
  'i see',
  'hmm+',
  'um+',
  'uh+',
];

const FINISH = [
  'that is (all|it|everything)( for now)?',
  'thats (all|it)',
  'nothing (else|more|further)',
  'no more',
  'i am (done|finished)',
  'all done',
  'we are done',
  'that will be all',
  'that covers it',
  'no further (questions|information|details)',
  'done',
];
const FINISH_FILLER = [
  'no',
  'nope',
  'nah',
  'ok(ay)?',
  'thanks',
  'thank you',
  'i think',
  'really',
  'for now',
  'just',
  'so',
  'yes',
  'yeah',
  'and',
  'to add',
  'to say',
  'from me',
  'please',
  'cheers',
  'bye',
  'goodbye',
  'i',
  'have',
  'got',
  'else',
  'left',
  'all good',
];

const CLARIFICATION = [
  'what do you mean( by that)?',
  'what does that mean',
  'i do not (understand|get it|follow)',
  'not sure what you mean',
  'can you (explain|rephrase|repeat|clarify)( that| the question)?',
  'could you (explain|rephrase|repeat|clarify)( that| the question)?',
  'why do you (ask|need to know|want to know)',
  'why',
  'what',
  'pardon',
  'sorry',
  'huh',
  'come again',
  'say that again',
];
const CLARIFICATION_FILLER = ['sorry', 'please', 'again', 'i', 'am', 'confused', 'um+', 'uh+', 'hmm+'];

export const isGreeting = (normalized: string) =>
  consistsOnlyOf(normalized, [...GREETINGS, ...THANKS], GREETING_FILLER) &&
  !consistsOnlyOf(normalized, THANKS, []);
export const isThanks = (normalized: string) =>
  consistsOnlyOf(normalized, THANKS, ['you', 'very much', 'so much']);
export const isAcknowledgement = (normalized: string) =>
  consistsOnlyOf(normalized, [...ACKNOWLEDGEMENTS, ...THANKS], ['then', 'thanks', 'so']);
export const isFinishing = (normalized: string) =>
  normalized.length > 0 &&
  consistsOnlyOf(normalized, FINISH, FINISH_FILLER) &&
  /\b(all|it|everything|else|more|further|done|finished|covers)\b/.test(normalized);
export const isClarificationRequest = (normalized: string) =>
  normalized.length > 0 && consistsOnlyOf(normalized, CLARIFICATION, CLARIFICATION_FILLER);

/** Starts a greeting ("hi, I have a cough"), so the reply can greet back. */
export const startsWithGreeting = (normalized: string) =>
  /^(hi|hello|hey|hiya|good (morning|afternoon|evening))\b/.test(normalized);

export type YesNo = 'yes' | 'no' | 'unsure';

const UNSURE =
  /\b(not sure|unsure|do not know|dont know|dunno|maybe|possibly|perhaps|not certain|might be|might have|could be|no idea|hard to say|i think so|not really sure)\b/;
const NO_START =
  /^(no|nope|nah|none|never|negative|not really|not at all|neither|nothing|no way|not that i know of|not that i am aware of|i do not|i have not|i am not|i did not|i dont|i havent|definitely not|absolutely not|not any|nothing like that|none of (them|those|that|the above))\b/;
const NO_ANYWHERE =
  /\b(none of (them|those|that|the above)|no to (all|both|everything)|not at all|nothing like that|none at all)\b/;
const YES_START =
  /^(yes|yeah|yep|yup|yea|ya|aye|sure|i do|i have|i am|i did|correct|right|definitely|absolutely|a (little|bit)|sometimes|occasionally|kind of|sort of|slightly|mildly|a lot|lots|all of (them|those|the above)|both|some|true|it does|it is|they do|they are|there is|there are|i think so)\b/;

export function parseYesNo(normalized: string): YesNo | null {
  const text = normalized.replace(/^[.,\s]+/, '');
  if (NO_ANYWHERE.test(text)) return 'no';
  if (/^(no|nope|nah)\b/.test(text)) return 'no';
  if (UNSURE.test(text)) return 'unsure';
  if (NO_START.test(text)) return 'no';
  if (YES_START.test(text)) return 'yes';
  return null;
}

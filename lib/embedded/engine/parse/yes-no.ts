export type YesNo = 'yes' | 'no' | 'unsure';

// A yes/no question gets yes, no or "not sure" only from an answer that says so. Short cues such as
// "I have" or "I don't" count only when the clause they open says nothing else: "I have taken
// ibuprofen" answers a different question, and is read for its content instead.

const UNSURE =
  /\b(not sure|unsure|do not know|dont know|dunno|maybe|possibly|perhaps|not certain|might be|might have|could be|no idea|hard to say|i think so|not really sure|can not (say|tell|remember))\b/;
const NO_START =
  /^(no|nope|nah|never|negative|not really|not at all|not that i (know of|am aware of|have noticed|noticed|can tell)|not that i know|i do not think so|i do not believe so|i would not say so|definitely not|absolutely not|certainly not|nothing like that|none of (them|those|that|the above)|thankfully not|luckily not|not as far as i know)\b/;
const NO_ANYWHERE =
  /\b(none of (them|those|that|the above)|no to (all|both|everything)|not at all|nothing like that|none at all)\b/;
const YES_START =
  /^(yes|yeah|yep|yup|yea|ya|aye|sure|correct|definitely|absolutely|all of (them|those|the above)|true|i think so|i guess so|i believe so|afraid so|unfortunately yes)\b/;
// Openers that only answer when nothing else follows in their clause.
const WEAK_YES =
  /^(i do|i have|i am|i did|it does|it is|it has|they do|they are|there is|there are|some|both|right|i have been|it was)\b/;
// Hedged yeses ("sometimes", "a little") answer unless what follows is about something else:
// "sometimes, when it's bad" is a yes; "sometimes I take antihistamines" is about medicines.
const HEDGED_YES =
  /^(a little bit|a little|a bit(?! of)|sometimes|occasionally|kind of|sort of|slightly|mildly|a lot|lots|now and then|on and off|at times)\b/;
const OTHER_CONTENT =
  /\b(take|takes|taking|took|taken|allerg\w*|pills?|tablets?|meds|medications?|medicines?|inhaler|cream|diagnosed|\d+|days?|weeks?|months?|years?)\b/;
const WEAK_NO =
  /^(none|nothing|neither|not any|no one|i do not|i have not|i am not|i did not|it does not|it is not|it has not|they do not|there is not|there are not|not)\b/;
// Words that may follow a short cue without adding content: "I haven't noticed anything like that".
const REFERENCE_WORDS = new Set(
  'think believe so that it this those them any anything like noticed notice have had get got really at all of seen felt experienced one either now am is the yet lately recently much a bit little honestly actually to be fair not sure tbh same been either way thankfully else more about thought thoughts considered wondered before times lately often yes yeah yep sometimes occasionally'.split(
    ' ',
  ),
);

function firstClause(text: string): string {
  return (text.split(/ [.,] | (?:but|and|though|although) /)[0] ?? text).trim();
}

function onlyReferenceWords(rest: string): boolean {
  const words = rest.split(' ').filter((word) => word.length > 0 && word !== '.' && word !== ',');
  return words.length <= 5 && words.every((word) => REFERENCE_WORDS.has(word));
}

function weak(text: string, cue: RegExp): boolean {
  const clause = firstClause(text);
  const match = cue.exec(clause);
  return match !== null && onlyReferenceWords(clause.slice(match[0].length));
}

export function parseYesNo(normalized: string): YesNo | null {
  const text = normalized
    .replace(/^[.,\s]+/, '')
    .replace(/^(um+|uh+|er+|hmm+|well|oh|honestly|tbh)\b[ ,]*/, '');
  if (NO_ANYWHERE.test(text)) return 'no';
  if (/^(no|nope|nah)\b/.test(text)) return 'no';
  if (UNSURE.test(text)) return 'unsure';
  if (NO_START.test(text)) return 'no';
  if (YES_START.test(text)) return 'yes';
  if (weak(text, WEAK_NO)) return 'no';
  // "not sick, no", "not really that" — a short clause that opens with "not" denies.
  const clause = firstClause(text);
  if (/^not\b/.test(clause) && clause.split(' ').length <= 4) return 'no';
  if (weak(text, WEAK_YES)) return 'yes';
  const hedged = HEDGED_YES.exec(text);
  if (hedged && !OTHER_CONTENT.test(text.slice(hedged[0].length))) return 'yes';
  return null;
}

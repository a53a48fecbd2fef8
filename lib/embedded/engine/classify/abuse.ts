import { containsPhrase, consistsOnlyOf } from '@/lib/embedded/engine/text/phrase-matcher';

// Abuse means insults or profanity aimed at the assistant. Swearing about a symptom ("this damn cough")
// is not abuse, so every pattern needs a target: "you", the bot, or a whole-message insult.

const INSULT =
  '(stupid|useless|idiot(ic)?|moron(ic)?|dumb|pathetic|worthless|garbage|trash|rubbish|crap|shit(ty)?|bitch|bastard|ass ?hole|arse ?hole|incompetent|retard(ed)?|loser|clown|waste of (time|space)|piece of (shit|crap|junk|garbage)|dick ?head|prick|twat|cunt|wanker|jerk)';
const INTENSIFIER =
  '(a |an |so |such a |such an |fucking |fking |really |totally |completely |utterly |the most |absolutely |bloody |damn )*';
const ASSISTANT = '(bot|chat ?bot|machine|robot|ai|assistant|app|program|computer|thing|software)';

const AIMED_AT_ASSISTANT = [
  `(you|u|ya|youre|your) (are |r |is )?${INTENSIFIER}${INSULT}`,
  `${INTENSIFIER}${INSULT} ${ASSISTANT}`,
  `(this|the|you|stupid|dumb) ${ASSISTANT} (is |are )?${INTENSIFIER}(${INSULT}|sucks|suck)`,
  '(fuck|f|screw|damn|sod|bugger|piss) (you|u|off|this bot|this app)',
  'f off',
  '(go to|go) hell',
  'shut (the fuck |the hell |your mouth |up)',
  'you suck',
  'you (are )?a joke',
  'stfu',
  'gtfo',
  'kiss my ass',
  'i hate you',
  'eat shit',
];

const LONE_INSULTS = [
  'idiot',
  'moron',
  'ass ?hole',
  'arse ?hole',
  'bitch',
  'bastard',
  'dick ?head',
  'prick',
  'twat',
  'cunt',
  'wanker',
  'loser',
  'jerk',
  'useless',
  'stupid',
  'dumb',
  'pathetic',
  'fuck',
  'fucking',
  'shit',
  'bullshit',
  'crap',
  'rubbish',
  'garbage',
];

export function isAbusive(normalized: string): boolean {
  const text = normalized.replace(/\bur\b/g, 'you are');
  if (containsPhrase(text, AIMED_AT_ASSISTANT)) return true;
  return (
    normalized.length > 0 &&
    consistsOnlyOf(normalized, LONE_INSULTS, [
      'you',
      'what',
      'a',
      'an',
      'the',
      'this',
      'is',
      'so',
      'total',
      'complete',
      'absolute',
      'such',
    ])
  );
}

import { containsPhrase } from '@/lib/embedded/engine/text/phrase-matcher';

// Requests that are clearly about something other than the patient's health. While a question is
// pending, only these count as off-topic — anything else is taken as the patient's answer.

const OFF_TOPIC = [
  'capital (city )?of',
  'poems?',
  'poetry',
  'haiku',
  'jokes?',
  'riddles?',
  '(bedtime |short |funny )?stor(y|ies)',
  'songs?',
  'lyrics',
  'recipes?',
  'weather',
  'forecast',
  'movies?',
  'films?',
  'tv (show|series)',
  'netflix',
  'football',
  'soccer',
  'basketball',
  'baseball',
  'cricket',
  'nba',
  'nfl',
  'super bowl',
  'world cup',
  'stock (market|price)s?',
  'stocks',
  'bitcoin',
  'crypto\\w*',
  'homework',
  'essays?',
  'math(s|ematics)?',
  'equation',
  'coding',
  'python',
  'javascript',
  'programming',
  'president',
  'prime minister',
  'election',
  'politic\\w*',
  'translate',
  'who (won|invented|wrote|discovered|painted|is the (best|richest|tallest|president)|was the)',
  'tell me about (the|a|an) (history|war|country|city|planet|universe)',
  'play a game',
  'write (me )?(a|an|some|my)',
  'how (do|can|should) i (cook|make|bake|build|learn|fix|get to|drive|invest)',
  'what is the (meaning of life|time|date|population|distance|tallest|biggest|largest|fastest|speed)',
  '(recommend|suggest) (me )?(a |an |some )?(good )?(book|movie|film|restaurant|show|song|game|place)',
  '\\d+ (plus|minus|times|divided by|x) \\d+',
  'horoscope',
  'lottery',
  'restaurant',
  'holiday ideas',
  'best (car|phone|laptop|restaurant|movie|team)',
  'how old (is|was) (the )?(earth|universe)',
  'meaning of life',
];

const INTERROGATIVE_START =
  /^(what|who|where|when|why|how|which|(can|could|should|shall|may|do|does|did|is|are|will|would) (i|it|this|that|you|there|these|they)|tell me|write|give me|make me|compose|translate|explain|recommend|suggest|do you know|is it true)\b/;

export function isOffTopicRequest(normalized: string): boolean {
  return containsPhrase(normalized, OFF_TOPIC);
}

export function looksLikeQuestionOrRequest(normalized: string): boolean {
  return INTERROGATIVE_START.test(normalized);
}

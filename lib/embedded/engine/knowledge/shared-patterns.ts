// Phrases used both by the knowledge base and by the safety rules, kept in one place so that a
// symptom is recognised the same way wherever it is mentioned.

export const FEVER_PATTERNS = [
  '(?<!hay )(?<!scarlet )fevers?',
  'feverish',
  'febrile',
  'high temp(erature)?',
  '(a|running a|run a|have a|had a|got a|and a|and|with a|with|plus a) temp',
  'temperature',
  'hot and cold',
  'chills',
  'shivers',
  'shivering',
  'rigors',
];

export const BREATHLESS_PATTERNS = [
  'short(ness)? of breath',
  'breathless(ness)?',
  'out of breath',
  '(trouble|difficulty|difficulties|problems?|struggling|struggle|hard time|a hard time) (with )?breathing',
  '(hard|difficult|painful) to breathe',
  'can not (breathe|catch my breath|get (my |enough |any )?(breath|air))(?! (through|out of|thru|with) (my |the )?(nose|nostrils?))',
  '(unable|not able) to breathe',
  'breathing (is |has been |feels )?(difficult|hard|laboured|labored|fast|rapid|shallow)',
  'gasping',
  'winded',
  'breathing problems?',
];

export const CHEST_PAIN_PATTERNS = [
  'chest (pains?|aches?|hurts|hurting|is (hurting|sore|aching)|discomfort|pressure|heaviness)',
  'pains? (in|across) (my |the )?chest',
  '(crushing|squeezing|heavy|stabbing|sharp|tight|burning) (pain|feeling|pressure|sensation) (in|across|on) (my |the )?chest',
  'pressure (in|on) (my |the )?chest',
  'heaviness in (my |the )?chest',
  'my chest (hurts|is hurting|is sore|aches|feels (heavy|crushed|like it is being squeezed))',
  'heart attack',
];

export const RASH_PATTERNS = [
  'rash(es)?',
  'spots',
  'blotch(es|y)?',
  'purple (spots|marks|patches)',
  'hives',
  'welts',
];

export const STIFF_NECK_PATTERNS = [
  'stiff neck',
  'neck (is |feels |has been |got |is really |is very |feels very )?(stiff|rigid)',
  'neck stiffness',
  'can not (bend|move|touch|put) (my )?(chin|neck|head)( forward| down| to my chest)?',
];

export const LIGHT_SENSITIVITY_PATTERNS = [
  '(sensitiv\\w*|sensitive) to (the )?(bright )?lights?',
  '(bright )?lights? (hurts?|bothers?|is hurting|is painful|hurt my eyes)',
  '(hurts|painful) to look at (the )?lights?',
  'photophobi\\w*',
  'light sensitivity',
  'can not (stand|bear|tolerate) (the |bright )?lights?',
];

export const BACK_PAIN_PATTERNS = [
  '(lower |upper |middle )?back (pains?|aches?|hurts|is (hurting|sore|killing me|aching)|spasms?|problems?|injury)',
  'backache',
  'sciatica',
  'lumbago',
  'pains? in (my |the )?(lower |upper )?back',
  '(pulled|hurt|injured|put out|strained|tweaked|did) (something in )?my back',
  'sore (lower )?back',
  'my back (hurts|is sore|is killing me|aches|went)',
  'backs? (has been |have been |been |is |keeps )?(killing me|hurting|aching|agony|in agony|playing up|sore)',
];

import {
  BACK_PAIN_PATTERNS,
  BREATHLESS_PATTERNS,
  CHEST_PAIN_PATTERNS,
  FEVER_PATTERNS,
  LIGHT_SENSITIVITY_PATTERNS,
  RASH_PATTERNS,
  STIFF_NECK_PATTERNS,
} from '@/lib/embedded/engine/knowledge/shared-patterns';
import type { SignalId } from './signal-id';

// Building blocks of the emergency rules. A signal is remembered for the rest of the conversation, so
// that "chest pain" in one message and "I can't breathe" in a later one still escalate.

export type { SignalId } from './signal-id';

export interface SignalDefinition {
  id: SignalId;
  patterns: readonly string[];
  /** Past episodes ("last year my throat closed up") are not a current emergency — except these. */
  evenIfHistorical?: boolean;
}

const PERIOD_NEARBY = '(?<!period.{0,40})(?!.{0,40}period)';

export const SIGNALS: readonly SignalDefinition[] = [
  {
    id: 'suicidal',
    evenIfHistorical: true,
    patterns: [
      '(kill|killing) myself',
      '(end|ending|take|taking) my (own )?life',
      'suicid\\w*',
      '(want|wanted|wanting|plan|planning|try|trying|tried) to die',
      'wish i (was|were) dead',
      'better off dead',
      '(do not|dont) want to (live|be alive|be here|wake up|exist|go on)( anymore| any more)?',
      'no (reason|point) (to|in) (live|living|going on|being alive)',
      'not worth living',
      'end it all',
      '(think|thinking|thought|thoughts) (about|of) (ending (it|things|everything)|dying|not being (here|alive)|not waking up)',
      'wish i (was not|were not|wasnt|werent) (here|alive|around)',
      'self (harm|harming|injury|injuring)',
      '(want|wanting|going|thinking|thought|thoughts|urge|urges|tempted|plan|planning|feel like) (of |about |to )?(hurt|hurting|harm|harming|cut|cutting|burn|burning) myself',
      '(harm|harming) myself',
    ],
  },
  {
    id: 'overdose',
    patterns: [
      'overdosed',
      '(took|taken|take) an overdose',
      '(took|taken|swallowed) (too many|a lot of|loads of|lots of|a whole (bottle|packet|pack|box) of|all (my|of my|the)) (pills|tablets|paracetamol|tylenol|acetaminophen|meds|medications?|medicines?|sleeping pills|painkillers)',
      '(swallowed|drank|drunk|ingested) (some )?(bleach|poison|detergent|antifreeze|a battery|batteries|button battery|cleaning (fluid|product)|weed killer|rat poison)',
      '(i have been|i was|i think i was|been) poisoned',
    ],
  },
  {
    id: 'throat_closing',
    patterns: [
      'throat (is |feels |feels like it is |keeps )?(closing|closing up|swelling shut|tightening up)',
      'can not swallow or breathe',
    ],
  },
  {
    id: 'tongue_swelling',
    patterns: [
      'tongue (is |has |feels |has gone |went )?(swelling|swollen|swelled|puffy|puffed up)',
      '(swollen|swelling|puffy) tongue',
      'swelling (of|in) (my )?tongue',
    ],
  },
  {
    id: 'face_swelling',
    patterns: [
      '(lips?|face|mouth|eyes|throat) (are |is |has |have |feels |went |has gone )?(swelling|swollen|swelled|puffy|puffing up|puffed up|blown up)',
      '(swollen|swelling|puffy) (lips?|face|mouth|throat)',
      'swelling (of|in|around) (my )?(lips?|face|mouth|throat)',
    ],
  },
  {
    id: 'allergic_trigger',
    patterns: [
      'allergic reaction',
      '(ate|eaten|eating|had) (some )?(peanuts?|nuts?|shellfish|prawns|shrimp)',
      '(stung|sting) by',
      '(bee|wasp|hornet) sting',
      'hives',
      'epi ?pen',
    ],
  },
  { id: 'anaphylaxis_named', patterns: ['anaphyla\\w*', 'severe allergic reaction'] },
  { id: 'chest_pain', patterns: CHEST_PAIN_PATTERNS },
  {
    id: 'cardiac_features',
    patterns: [
      '(spreads?|spreading|radiates?|radiating|goes|going|moving|moves|shooting|shoots) (down |up |into |to )?(my )?(left |right )?(arm|jaw|neck|shoulder|back)',
      '(cold )?(?<!night )(sweats|sweating|sweaty)',
      'clammy',
    ],
  },
  { id: 'breathless', patterns: BREATHLESS_PATTERNS },
  {
    id: 'severe_breathing',
    patterns: [
      'can not breathe(?! (through|out of|thru|with) (my |the )?(nose|nostrils?))',
      '(unable|not able) to breathe',
      'struggling to breathe',
      'gasping for (air|breath)',
      '(lips|fingers|fingertips|fingernails|face) (are |is )?(turning |going |gone |look |looks |are going |are turning )?(blue|grey|gray)',
      'turning blue',
      '(can not|unable to|too breathless to) (speak|talk|finish) (in |a )?(full |whole |complete )?sentences?',
      'too breathless to (speak|talk)',
    ],
  },
  {
    id: 'face_droop',
    patterns: [
      '(face|mouth|smile) (is |has |looks |seems |feels |has gone |went )?(drooping|droopy|dropping|dropped|sagging|fallen|lopsided|uneven)',
      '(drooping|droopy|lopsided) (face|mouth|smile)',
      'fac(e|ial) droop',
      '(one|left|right) side of (my |the |his |her )?face (is |feels |has gone |went )?(numb|weak|drooping|droopy|dropped|fallen|paralysed|paralyzed|frozen)',
    ],
  },
  {
    id: 'arm_weakness',
    patterns: [
      '(arm|hand) (is |feels |has gone |went |suddenly |suddenly went |is suddenly )?(weak|numb|limp|dead|paralysed|paralyzed)',
      '(weak|numb|limp) (left |right )?arm',
      'weakness (in|of|down) (my |the )?(left |right |one )?(arm|side)',
      'can not (lift|raise|move|feel) (my )?(left |right )?(arm|hand)',
      '(one|left|right) side of (my )?body (is |feels |has gone |went )?(weak|numb)',
      'numbness (in|on|down) (one|my left|my right|the left|the right) side',
    ],
  },
  {
    id: 'slurred_speech',
    patterns: [
      'slurr(ed|ing)',
      'speech (is |sounds )?(slurred|garbled|strange|muddled)',
      'can not (speak|talk|get (my |the )?words out) (properly|clearly|right|normally)',
      'trouble (speaking|talking|finding words|getting words out)',
      'words (are |come out )?(jumbled|garbled|wrong)',
      'garbled speech',
    ],
  },
  {
    id: 'severe_bleeding',
    patterns: [
      `(bleeding|bleed) (heavily|profusely|badly|a lot|everywhere|non ?stop|uncontrollably)${PERIOD_NEARBY}`,
      `(will|would|does|can|wo) not stop bleeding${PERIOD_NEARBY}`,
      `bleeding (that |which )?(will|would|does|can|wo) not stop${PERIOD_NEARBY}`,
      '(lots|a lot|loads|pool|pools) of blood',
      '(soaked|soaking) (through )?(in |with )?blood',
      'blood (is )?(spurting|pouring|gushing|everywhere)',
      '(vomit\\w*|throwing up|threw up|being sick|puking|puked|spewing) (up )?blood',
      'blood in (my )?(vomit|sick)',
      '(coughing|coughed) up (lots|a lot|loads) of blood',
      'ha?emorrhag\\w*',
    ],
  },
  { id: 'stiff_neck', patterns: STIFF_NECK_PATTERNS },
  { id: 'fever', patterns: FEVER_PATTERNS },
  { id: 'rash', patterns: RASH_PATTERNS },
  {
    id: 'non_blanching_rash',
    patterns: [
      '(rash|spots) (that |which )?(does not|will not|do not|did not) (fade|go away|disappear|blanch) (under|when|with|if) (i press |pressed |pressing |pressing )?(a |the )?(glass|press|pressed|pressing|it)',
      '(does not|will not|do not|did not) fade (under|when|with) (a |the )?(glass|pressed|pressing)',
      'non ?blanching',
      'glass test',
    ],
  },
  { id: 'light_sensitivity', patterns: LIGHT_SENSITIVITY_PATTERNS },
  {
    id: 'thunderclap',
    patterns: [
      'worst (headache|head pain|pain) (of|in) my (entire |whole )?life',
      'worst (headache|head pain) (i have|i have ever|i ever|ive|ive ever|ever) (had|felt|experienced)',
      'thunderclap',
      'sudden (severe|excruciating|intense|explosive|terrible|agoni[sz]ing|violent) (headache|head pain|pain in my head)',
      'explosive headache',
      '(hit|struck) (me )?(on the head )?(with|by|like) (a |an )?(hammer|bat|thunderclap|bolt|brick)',
    ],
  },
  {
    id: 'saddle_numbness',
    patterns: [
      'numb(ness)? (around|in|between|on) (my )?(bum|bottom|buttocks|groin|genitals|saddle|privates|private parts|inner thighs|back passage)',
      '(bum|bottom|buttocks|groin|genitals|privates) (is |are |feels |feel )?numb',
      'saddle (numbness|an(a)?esthesia)',
    ],
  },
  {
    id: 'continence_loss',
    patterns: [
      '(lost|losing|loss of|lose|can not|no) control (of |over )?(my )?(bladder|bowels?|bowel movements|pee|urine|poo)',
      '(wet|wetting|soiled|soiling) myself',
      'can not (pee|urinate|pass urine|wee)',
    ],
  },
  { id: 'back_pain', patterns: BACK_PAIN_PATTERNS },
  { id: 'wheeze', patterns: ['wheez\\w*'] },
];

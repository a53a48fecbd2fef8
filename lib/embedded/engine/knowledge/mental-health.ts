import { LOW_MOOD, POOR_SLEEP } from './common-items';
import type { Presentation, RedFlagQuestion } from './types';

const SELF_HARM_THOUGHTS: RedFlagQuestion = {
  id: 'self_harm_thoughts',
  question: 'Have you had any thoughts of harming yourself or ending your life?',
  label: 'thoughts of self-harm or suicide',
  patterns: [],
  level: 'emergency',
  guardianId: 'guardian.suicidal_intent',
};

const IMPACT_QUESTION =
  'How much is this affecting your day-to-day life, from 0 (not at all) to 10 (you can barely cope)?';

const SUPPORT =
  'If things feel overwhelming at any time, you can call or text 988 (Suicide & Crisis Lifeline), day or night.';

export const ANXIETY: Presentation = {
  id: 'anxiety',
  system: 'mental health',
  label: 'Anxiety',
  subject: 'the anxiety',
  patterns: [
    'anxi(ety|ous)',
    'panic( attacks?)?',
    'worr(y|ied|ying) (all the time|constantly|a lot|so much)',
    'can not stop worrying',
    '(really |very |so )?stressed( out)?',
    'stress',
    'nervous (all the time|wreck)',
    'on edge',
  ],
  severityQuestion: IMPACT_QUESTION,
  associatedItems: [
    {
      id: 'palpitations',
      label: 'a racing heart or palpitations',
      patterns: ['palpitations?', '(racing|pounding) heart', 'heart (is )?(racing|pounding)'],
    },
    POOR_SLEEP,
    {
      id: 'concentration',
      label: 'trouble concentrating',
      // "can't concentrate" reports the problem; the "not" is part of the phrase, not a denial.
      patterns: [
        '(can not|could not|unable to|hard to|struggle to|struggling to) (concentrate|focus)',
        'concentrat\\w*',
        'focus\\w*',
      ],
    },
    { id: 'panic', label: 'panic attacks', patterns: ['panic( attacks?)?'] },
    LOW_MOOD,
  ],
  redFlags: [
    SELF_HARM_THOUGHTS,
    {
      id: 'substances',
      question: 'Are you using alcohol or drugs to cope?',
      label: 'using alcohol or drugs to cope',
      patterns: [
        'drinking (a lot|more|to cope|every night|most nights)',
        'drink(ing)? (a bit |a little |a lot |way |much )?more than (i should|usual|before|i used to)',
        '(using|taking) drugs',
        '(a few |a couple of |several )?(glass(es)?|bottles?|pints?|cans?) of (wine|beer|cider|vodka|gin|whisky|rum)',
        '(smoking|smoke) (weed|cannabis|pot)',
      ],
      level: 'routine',
    },
  ],
  pregnancyRelevant: false,
  care: 'clinician',
  impression: 'anxiety symptoms, possibly generalised anxiety or panic disorder',
  differential: [
    'Generalised anxiety disorder',
    'Panic disorder',
    'Anxiety secondary to a physical cause (e.g. thyroid) or stimulants',
  ],
  selfCare: [
    'Slow breathing (in for 4, out for 6) can calm a wave of anxiety.',
    'Regular exercise, sleep and cutting down on caffeine and alcohol help.',
    'Talking to someone you trust can help.',
    SUPPORT,
  ],
  seekCareIf: [
    'you have thoughts of harming yourself — call or text 988, or call 911 if in danger',
    'you have chest pain or feel faint',
  ],
};

export const LOW_MOOD_PRESENTATION: Presentation = {
  id: 'low_mood',
  system: 'mental health',
  label: 'Low mood',
  subject: 'the low mood',
  patterns: [
    'depress(ed|ion|ive)',
    'low mood',
    'feel(ing)? (really |very |so )?(down|low|sad|hopeless|empty|numb|miserable)',
    '(really|very|so) sad',
    'no motivation',
    'lost interest',
    'not enjoying (anything|things)',
  ],
  severityQuestion: IMPACT_QUESTION,
  associatedItems: [
    POOR_SLEEP,
    {
      id: 'appetite',
      label: 'changes in appetite or weight',
      patterns: ['appetite', '(not )?eating', 'weight'],
    },
    {
      id: 'interest',
      label: 'loss of interest in usual activities',
      patterns: ['lost interest', 'not enjoying', 'no interest'],
    },
    { id: 'fatigue', label: 'low energy', patterns: ['(no|low) energy', 'tired', 'exhausted'] },
    { id: 'anxiety', label: 'anxiety or worry', patterns: ['anxi\\w*', 'worr\\w*', 'panic'] },
  ],
  redFlags: [
    SELF_HARM_THOUGHTS,
    {
      id: 'self_neglect',
      question: 'Have you been unable to look after yourself — eating, washing, or getting out of bed?',
      label: 'being unable to look after yourself',
      patterns: ['can not get out of bed', '(not|stopped) (eating|washing)'],
      level: 'urgent',
    },
  ],
  pregnancyRelevant: true,
  care: 'clinician',
  impression: 'low mood, possibly a depressive episode',
  differential: [
    'Depressive episode',
    'Adjustment disorder',
    'Low mood secondary to a physical cause (e.g. thyroid, anaemia)',
  ],
  selfCare: [
    'Try to keep a routine, with regular meals, sleep and some daily activity.',
    'Stay in touch with people you trust and tell them how you are feeling.',
    SUPPORT,
  ],
  seekCareIf: [
    'you have thoughts of harming yourself — call or text 988, or call 911 if in danger',
    'you cannot look after yourself',
  ],
};

export const INSOMNIA: Presentation = {
  id: 'insomnia',
  system: 'mental health',
  label: 'Insomnia',
  subject: 'the trouble sleeping',
  patterns: [
    'insomnia',
    'can not (sleep|fall asleep|stay asleep|get to sleep)',
    '(trouble|problems?|difficulty) (sleeping|falling asleep|staying asleep|getting to sleep)',
    'not sleeping',
    '(poor|bad|no) sleep',
    'sleepless',
    'unable to sleep',
    'waking up (at night|in the night|early|too early|all night)',
  ],
  associatedItems: [
    {
      id: 'mood',
      label: 'low mood or anxiety',
      patterns: ['low mood', 'anxi\\w*', 'depress\\w*', 'worr\\w*', 'stress\\w*'],
    },
    {
      id: 'caffeine',
      label: 'caffeine, alcohol or screens late in the day',
      patterns: ['caffeine', 'coffee', 'alcohol', 'screens?', 'phone'],
    },
    {
      id: 'snoring',
      label: 'loud snoring or gasping during sleep',
      patterns: ['snor\\w*', 'gasp\\w*', 'stop breathing'],
    },
    {
      id: 'daytime',
      label: 'sleepiness during the day',
      patterns: ['(sleepy|tired|exhausted) (during the day|in the day|all day)', 'daytime'],
    },
  ],
  redFlags: [
    {
      id: 'drowsy_driving',
      question: 'Have you fallen asleep, or nearly, while driving or at other risky moments?',
      label: 'falling asleep while driving',
      patterns: ['(fell|fall|falling) asleep (at the wheel|while driving|driving)'],
      level: 'urgent',
    },
  ],
  pregnancyRelevant: false,
  care: 'self_care',
  selfCareMaxDays: 28,
  impression: 'insomnia',
  differential: ['Primary insomnia', 'Insomnia secondary to anxiety or low mood', 'Obstructive sleep apnoea'],
  selfCare: [
    'Go to bed and get up at the same time every day, including weekends.',
    'Avoid caffeine after midday, alcohol and screens before bed.',
    'If you cannot sleep after about 20 minutes, get up and do something calm until you feel sleepy.',
  ],
  seekCareIf: [
    'you fall asleep while driving',
    'poor sleep lasts more than 4 weeks or is affecting your daily life',
  ],
};

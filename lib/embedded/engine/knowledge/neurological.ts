import { FEVER, LIGHT_SENSITIVITY, NAUSEA, STIFF_NECK } from './common-items';
import type { Presentation } from './types';

export const HEADACHE: Presentation = {
  id: 'headache',
  system: 'neurological',
  label: 'Headache',
  subject: 'the headache',
  patterns: [
    '(bad |terrible |splitting |pounding |throbbing |tension )?head ?aches?',
    'migraines?',
    'head (hurts|is (pounding|throbbing|killing me|sore)|pain)',
    'pains? in (my )?head',
    '(pounding|throbbing|sore) head',
  ],
  associatedItems: [
    NAUSEA,
    LIGHT_SENSITIVITY,
    {
      id: 'aura',
      label: 'flashing lights or zigzags before it starts',
      patterns: ['aura', 'flashing lights', 'zig ?zags?', 'blind spots?'],
    },
    FEVER,
    STIFF_NECK,
  ],
  redFlags: [
    {
      id: 'thunderclap',
      question:
        'Did it come on suddenly and severely, reaching its worst within a minute or so — like the worst headache of your life?',
      label: 'sudden, severe (thunderclap) onset',
      patterns: [],
      level: 'emergency',
      guardianId: 'guardian.thunderclap_headache',
    },
    {
      id: 'meningism',
      question: 'Do you have a stiff neck together with a fever, or a rash?',
      label: 'a stiff neck with fever or rash',
      patterns: [],
      level: 'emergency',
      guardianId: 'guardian.meningitis_signs',
    },
  ],
  pregnancyRelevant: true,
  care: 'self_care',
  selfCareMaxDays: 7,
  impression: 'a primary headache such as a tension-type headache or migraine',
  differential: ['Tension-type headache', 'Migraine', 'Medication-overuse headache'],
  selfCare: [
    'Rest in a quiet, dark room and drink plenty of water.',
    'Acetaminophen or ibuprofen can help, if they are safe for you — but not on more than 10–15 days a month.',
    'Regular meals, sleep and breaks from screens can reduce headaches.',
  ],
  seekCareIf: [
    'it is sudden and severe, the worst you have ever had — call 911',
    'you get a stiff neck with fever or a rash',
    'you have weakness, numbness, confusion, or trouble speaking — call 911',
    'it follows a head injury or keeps getting worse',
  ],
};

export const DIZZINESS: Presentation = {
  id: 'dizziness',
  system: 'neurological',
  label: 'Dizziness',
  subject: 'the dizziness',
  patterns: [
    'dizz(y|iness)',
    'light ?headed(ness)?',
    'vertigo',
    '(room|world|everything) (is |keeps |starts |was )?spin(s|ning)',
    'spinning (sensation|feeling)',
    '(feel|feeling) (faint|woozy|off balance|unsteady)',
    'off balance',
    'unsteady on my feet',
  ],
  associatedItems: [
    NAUSEA,
    {
      id: 'hearing',
      label: 'hearing loss or ringing in the ears',
      patterns: ['ringing', 'tinnitus', 'hearing'],
    },
    {
      id: 'positional',
      label: 'dizziness on turning the head or rolling over in bed',
      patterns: ['(turn|turning|move|moving) my head', 'roll(ing)? over', 'lying down'],
    },
    {
      id: 'palpitations',
      label: 'a racing or irregular heartbeat',
      patterns: ['palpitations?', '(racing|pounding|irregular) heart(beat)?'],
    },
  ],
  redFlags: [
    {
      id: 'neuro',
      question:
        'Along with the dizziness, have you had any new weakness or numbness, a drooping face, slurred speech, or double vision?',
      label: 'new weakness, facial droop, slurred speech or double vision',
      patterns: ['double vision'],
      level: 'emergency',
      guardianId: 'guardian.stroke_signs',
    },
    {
      id: 'syncope',
      question: 'Have you fainted or passed out, or had chest pain or a racing heartbeat with it?',
      label: 'fainting, chest pain or palpitations',
      patterns: ['(fainted|passed out|blacked out|lost consciousness)'],
      level: 'urgent',
    },
  ],
  pregnancyRelevant: true,
  care: 'clinician',
  impression: 'dizziness, which needs a clinician review to tell vertigo from light-headedness',
  differential: [
    'Benign paroxysmal positional vertigo or vestibular neuritis',
    'Postural (orthostatic) light-headedness or dehydration',
    'Cardiac arrhythmia or, rarely, a central cause',
  ],
  selfCare: [
    'Sit or lie down as soon as you feel dizzy, and get up slowly.',
    'Drink plenty of fluids.',
    'Avoid driving, ladders or operating machinery until it has settled.',
  ],
  seekCareIf: [
    'you have new weakness, numbness, a drooping face, slurred speech or double vision — call 911',
    'you faint, or have chest pain or a racing heartbeat',
    'you have a severe headache with it',
  ],
};
